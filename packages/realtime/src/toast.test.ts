import { describe, expect, it } from 'vitest';
import type { NotificationMessage, NotificationType } from './events';
import { toastForNotification } from './toast';

const msg = (type: NotificationType, message = 'server text'): NotificationMessage => ({ type, message });

describe('toastForNotification', () => {
  it.each<[NotificationType, string]>([
    ['EMAIL_SYNC_START', 'Syncing email'],
    ['EMAIL_SYNC_COMPLETE', 'Email synced'],
    ['CSV_PROCESSING_START', 'Processing CSV'],
    ['CSV_PROCESSING_COMPLETE', 'CSV processed'],
    ['POST_UPDATE_START', 'Posting update'],
    ['POST_UPDATE_COMPLETE', 'Update posted'],
  ])('%s shows "%s" for 3000 ms', (type, title) => {
    expect(toastForNotification(msg(type))).toEqual({
      title,
      description: 'server text',
      variant: 'default',
      durationMs: 3000,
    });
  });

  it.each<[NotificationType]>([['POST_UPDATE_ERROR'], ['EMAIL_SYNC_ERROR'], ['CSV_PROCESSING_ERROR']])(
    '%s shows the message field as a destructive toast for 5000 ms',
    (type) => {
      const toast = toastForNotification(msg(type, 'Row 3: bad email'));
      expect(toast).toMatchObject({
        description: 'Row 3: bad email',
        variant: 'destructive',
        durationMs: 5000,
      });
      expect(toast?.title).toBeTruthy();
    },
  );

  it('falls back to a generic description when an error comes without a message', () => {
    expect(toastForNotification(msg('EMAIL_SYNC_ERROR', '  '))?.description).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('EMBEDDING_UPDATE_COMPLETE says the data can now be queried', () => {
    expect(toastForNotification(msg('EMBEDDING_UPDATE_COMPLETE'))).toMatchObject({
      description: 'You can now query the updated data',
      variant: 'default',
      durationMs: 3000,
    });
  });

  it.each<[NotificationType]>([
    ['connection_established'],
    ['heartbeat'],
    ['CSV_PROCESSING_PROGRESS'],
    ['EMAIL_SYNC_PROGRESS'],
    ['CHAT_ANSWER_DELTA'],
  ])('%s shows no toast', (type) => {
    expect(toastForNotification(msg(type))).toBeNull();
  });
});
