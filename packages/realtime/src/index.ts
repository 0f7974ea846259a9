export { reconnectDelay } from './backoff';
export type {
  NotificationClient,
  NotificationClientEvents,
  NotificationClientEventType,
  NotificationClientOptions,
  RealtimeAlert,
  SocketCloseInfo,
  StateListener,
} from './client';
export {
  buildSocketUrl,
  createNotificationClient,
  DEFAULT_OPTIONS,
  isAuthFailureClose,
} from './client';
export * from './constants';
export type { RealtimeErrorCode } from './errors';
export { isRapportError, isRealtimeError, RealtimeError } from './errors';
export type { NotificationData, NotificationMessage, NotificationType } from './events';
export {
  CONTROL_NOTIFICATION_TYPES,
  isNotificationType,
  NOTIFICATION_TYPES,
  PROGRESS_NOTIFICATION_TYPES,
  parseNotificationFrame,
  toNotificationMessage,
} from './events';
export type { ConnectionAction, ConnectionState } from './state';
export { transition } from './state';
export type { NotificationToast, ToastVariant } from './toast';
export { toastForNotification } from './toast';
export type { Clock, WebSocketConstructor, WebSocketLike } from './websocket';
export { systemClock, WS_CONNECTING, WS_OPEN } from './websocket';
