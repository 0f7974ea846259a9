import {
  EMBEDDING_UPDATE_COMPLETE_DESCRIPTION,
  ERROR_TOAST_FALLBACK_DESCRIPTION,
  ERROR_TOAST_MS,
  NOTIFICATION_TOAST_TITLES,
  START_COMPLETE_TOAST_MS,
} from './constants';
import type { NotificationMessage } from './events';

export type ToastVariant = 'default' | 'destructive';

/** What the app's toaster needs; the realtime core does not render anything itself. */
export interface NotificationToast {
  title: string;
  description: string;
  variant: ToastVariant;
  durationMs: number;
}

/**
 * The toast a notification shows (spec §9 "Notification socket message types and their
 * effect"), or null for messages that show none: connection_established, heartbeat,
 * progress events and the pieces of an answer being written.
 */
export function toastForNotification(msg: NotificationMessage): NotificationToast | null {
  switch (msg.type) {
    case 'connection_established':
    case 'heartbeat':
    case 'EMAIL_SYNC_PROGRESS':
    case 'CSV_PROCESSING_PROGRESS':
    case 'CHAT_ANSWER_DELTA':
      return null;
    case 'EMBEDDING_UPDATE_COMPLETE':
      return {
        title: NOTIFICATION_TOAST_TITLES.EMBEDDING_UPDATE_COMPLETE,
        description: EMBEDDING_UPDATE_COMPLETE_DESCRIPTION,
        variant: 'default',
        durationMs: START_COMPLETE_TOAST_MS,
      };
    case 'POST_UPDATE_ERROR':
    case 'EMAIL_SYNC_ERROR':
    case 'CSV_PROCESSING_ERROR':
      return {
        title: NOTIFICATION_TOAST_TITLES[msg.type],
        // §9 "Error types display the message field."
        description: msg.message.trim() === '' ? ERROR_TOAST_FALLBACK_DESCRIPTION : msg.message,
        variant: 'destructive',
        durationMs: ERROR_TOAST_MS,
      };
    case 'POST_UPDATE_START':
    case 'POST_UPDATE_COMPLETE':
    case 'EMAIL_SYNC_START':
    case 'EMAIL_SYNC_COMPLETE':
    case 'CSV_PROCESSING_START':
    case 'CSV_PROCESSING_COMPLETE':
      return {
        title: NOTIFICATION_TOAST_TITLES[msg.type],
        description: msg.message,
        variant: 'default',
        durationMs: START_COMPLETE_TOAST_MS,
      };
    default: {
      const unreachable: never = msg.type;
      return unreachable;
    }
  }
}
