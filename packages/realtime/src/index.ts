/** The one `Clock` of every package (the SDK's), re-exported for the socket's `clock` option. */
export type { Clock } from '@rapport/sdk';
export { systemClock } from '@rapport/sdk';
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
export {
  AUTH_ERROR_DESCRIPTION,
  AUTH_ERROR_TITLE,
  AUTH_FAILURE_CLOSE_CODES,
  AUTH_FAILURE_REASON_MARKER,
  CONNECTION_FAILED_DESCRIPTION,
  CONNECTION_FAILED_TITLE,
  connectionFailedDescription,
  EMBEDDING_UPDATE_COMPLETE_DESCRIPTION,
  ERROR_TOAST_FALLBACK_DESCRIPTION,
  ERROR_TOAST_MS,
  HEARTBEAT_FRAME,
  HEARTBEAT_INTERVAL_MS,
  MAX_CONSECUTIVE_AUTH_REFRESHES,
  MAX_RECONNECT_ATTEMPTS,
  MIN_UPTIME_MS,
  NORMAL_CLOSE_CODE,
  NOTIFICATION_TOAST_TITLES,
  RECONNECT_BASE_MS,
  RECONNECT_JITTER_MS,
  RECONNECT_MAX_MS,
  SESSION_ENDED_CLOSE_CODE,
  START_COMPLETE_TOAST_MS,
} from './constants';
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
export type { WebSocketConstructor, WebSocketLike } from './websocket';
export { WS_CONNECTING, WS_OPEN } from './websocket';
