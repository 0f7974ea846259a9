import { describe, expect, it } from 'vitest';
import {
  isNotificationType,
  NOTIFICATION_TYPES,
  parseNotificationFrame,
  toNotificationMessage,
} from './events';

describe('NOTIFICATION_TYPES', () => {
  it("lists the spec's types, the progress events and the control messages", () => {
    expect([...NOTIFICATION_TYPES].sort()).toEqual(
      [
        'POST_UPDATE_START',
        'POST_UPDATE_COMPLETE',
        'POST_UPDATE_ERROR',
        'EMAIL_SYNC_START',
        'EMAIL_SYNC_PROGRESS',
        'EMAIL_SYNC_COMPLETE',
        'EMAIL_SYNC_ERROR',
        'EMBEDDING_UPDATE_COMPLETE',
        'CSV_PROCESSING_START',
        'CSV_PROCESSING_PROGRESS',
        'CSV_PROCESSING_COMPLETE',
        'CSV_PROCESSING_ERROR',
        'CHAT_ANSWER_DELTA',
        'connection_established',
        'heartbeat',
      ].sort(),
    );
    expect(isNotificationType('CSV_PROCESSING_COMPLETE')).toBe(true);
    expect(isNotificationType('csv_processing_complete')).toBe(false);
  });
});

describe('parseNotificationFrame', () => {
  it('reads a full message with typed data', () => {
    const frame = JSON.stringify({
      type: 'CSV_PROCESSING_COMPLETE',
      message: 'contacts.csv imported',
      id: 'n-7',
      createdAt: '2026-11-22T10:00:00.000Z',
      data: { jobId: 'job-1', created: 10, updated: 2, skipped: 1, errors: 3, extra: 'kept' },
    });
    expect(parseNotificationFrame(frame)).toEqual({
      type: 'CSV_PROCESSING_COMPLETE',
      message: 'contacts.csv imported',
      id: 'n-7',
      createdAt: '2026-11-22T10:00:00.000Z',
      data: { jobId: 'job-1', created: 10, updated: 2, skipped: 1, errors: 3, extra: 'kept' },
    });
  });

  it('turns numeric ids into strings so `since` is always text', () => {
    expect(
      parseNotificationFrame('{"type":"POST_UPDATE_START","message":"m","id":42,"data":{"chatId":5}}'),
    ).toEqual({ type: 'POST_UPDATE_START', message: 'm', id: '42', data: { chatId: '5' } });
  });

  it('accepts a control message without a message field', () => {
    expect(parseNotificationFrame('{"type":"heartbeat"}')).toEqual({ type: 'heartbeat', message: '' });
  });

  it('decodes frames delivered as bytes', () => {
    const bytes = new TextEncoder().encode('{"type":"connection_established","message":"hi"}');
    expect(parseNotificationFrame(bytes)).toEqual({ type: 'connection_established', message: 'hi' });
    expect(parseNotificationFrame(bytes.buffer)).toEqual({ type: 'connection_established', message: 'hi' });
  });

  it('drops known data fields of the wrong type but keeps the message', () => {
    const msg = parseNotificationFrame(
      JSON.stringify({
        type: 'CSV_PROCESSING_PROGRESS',
        message: '',
        data: { processed: '5', total: 10, jobId: {} },
      }),
    );
    expect(msg).toEqual({ type: 'CSV_PROCESSING_PROGRESS', message: '', data: { total: 10 } });
  });

  it.each([
    ['not JSON', 'hello'],
    ['truncated JSON', '{"type":"POST_UPDATE_START"'],
    ['JSON null', 'null'],
    ['an array', '[{"type":"POST_UPDATE_START","message":"x"}]'],
    ['a number', '42'],
    ['an unknown type', '{"type":"SOMETHING_ELSE","message":"x"}'],
    ['a missing type', '{"message":"x"}'],
    ['a non-string message', '{"type":"POST_UPDATE_ERROR","message":{"text":"x"}}'],
    ['a non-text frame', { some: 'object' }],
    ['undefined', undefined],
  ])('ignores %s', (_label, frame) => {
    expect(parseNotificationFrame(frame)).toBeNull();
  });

  it('ignores a non-object data field', () => {
    expect(toNotificationMessage({ type: 'EMAIL_SYNC_START', message: 'x', data: [1, 2] })).toEqual({
      type: 'EMAIL_SYNC_START',
      message: 'x',
    });
  });
});
