/** The notification socket (spec §7 Socket); loaded lazily once a verified user is signed in. */
import { createNotificationClient, type NotificationClient } from '@rapport/realtime';
import { API_BASE_PATH, NOTIFICATIONS_SOCKET_PATH } from '@rapport/sdk';
import { apiOrigin, getServices } from './services';

export { toastForNotification } from '@rapport/realtime';

export function getNotifications(): NotificationClient {
  const services = getServices();
  if (!services.notifications) {
    const { client } = services;
    services.notifications = createNotificationClient({
      url: `${apiOrigin().replace(/^http/, 'ws')}${API_BASE_PATH}${NOTIFICATIONS_SOCKET_PATH}`,
      getAccessToken: () => client.session.getState().accessToken,
      refresh: async () => {
        try {
          await client.auth.refresh();
          return true;
        } catch {
          return false;
        }
      },
    });
  }
  return services.notifications;
}
