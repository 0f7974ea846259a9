/**
 * Live notifications (spec §9): while signed in, the notification socket is open and each
 * message becomes a toast (toastForNotification). Completed work refreshes the cached data.
 */
import { type NotificationMessage, toastForNotification } from '@rapport/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { notify } from '../lib/notify';
import { getServices } from '../lib/services';
import { session } from '../state/session';

export function NotificationsBridge() {
  const { status, user } = useSnapshot(session);
  const queryClient = useQueryClient();
  const active = status === 'authenticated' && Boolean(user?.emailVerified);

  useEffect(() => {
    if (!active) return;
    let notifications: ReturnType<typeof getServices>['notifications'];
    try {
      notifications = getServices().notifications;
    } catch {
      return;
    }
    const onMessage = (msg: NotificationMessage) => {
      const toast = toastForNotification(msg);
      if (toast) notify(toast);
      if (msg.type.startsWith('POST_UPDATE_')) {
        void queryClient.invalidateQueries({ queryKey: ['chat'] });
        void queryClient.invalidateQueries({ queryKey: ['chats'] });
      }
    };
    const offs = [
      notifications.on('message', onMessage),
      notifications.on('auth_error', (alert) => notify(alert)),
      notifications.on('failed', (alert) => notify(alert)),
    ];
    notifications.connect();
    return () => {
      for (const off of offs) off();
      notifications.close();
    };
  }, [active, queryClient]);

  return null;
}
