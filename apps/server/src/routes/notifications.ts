import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

export function notificationHandlers(s: Services): HandlerGroup<'notifications.list'> {
  return {
    'notifications.list': ({ auth, query }) => s.notifications.since(auth.user.id, query.since),
  };
}
