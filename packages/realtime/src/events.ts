/**
 * The messages the notification socket receives (spec §3 "Notification socket messages",
 * §9 "Notification socket message types", issue 4 "The notification socket").
 */

/** Every `type` the server sends. The START/COMPLETE/ERROR ones are the spec's (§9). */
export const NOTIFICATION_TYPES = [
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
  /** A piece of the assistant's answer as the model writes it (`message`), for `data.chatId`; a draft. */
  'CHAT_ANSWER_DELTA',
  'connection_established',
  'heartbeat',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Progress events (issue 4 "plus progress events"): `data.processed` of `data.total`. */
export const PROGRESS_NOTIFICATION_TYPES = [
  'EMAIL_SYNC_PROGRESS',
  'CSV_PROCESSING_PROGRESS',
] as const satisfies readonly NotificationType[];

/** Types the client handles itself; they never make a toast (§9 "connection_established ... is ignored"). */
export const CONTROL_NOTIFICATION_TYPES = [
  'connection_established',
  'heartbeat',
] as const satisfies readonly NotificationType[];

/** The typed `data` of a notification (job id, counts, chat id). Unknown keys are kept as they came. */
export interface NotificationData {
  jobId?: string;
  chatId?: string;
  processed?: number;
  total?: number;
  created?: number;
  updated?: number;
  skipped?: number;
  /** Number of rows (or items) that failed. */
  errors?: number;
  [key: string]: unknown;
}

/** One message from the server: `{ type, message, id?, createdAt?, data? }`. */
export interface NotificationMessage<T extends NotificationType = NotificationType> {
  type: T;
  /** Human-readable text; error types show it in their toast (§9). Empty when the server sent none. */
  message: string;
  /** Id of the stored notification; sent back as `since` on reconnect. */
  id?: string;
  /** ISO timestamp of the stored notification. */
  createdAt?: string;
  data?: NotificationData;
}

const TYPE_SET: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);
const STRING_DATA_KEYS = ['jobId', 'chatId'] as const;
const COUNT_DATA_KEYS = ['processed', 'total', 'created', 'updated', 'skipped', 'errors'] as const;

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && TYPE_SET.has(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asId(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function parseData(raw: Record<string, unknown>): NotificationData {
  const data: NotificationData = { ...raw };
  // A known field of the wrong type is dropped rather than the whole frame: the event
  // itself (a job finished) is still worth showing.
  for (const key of STRING_DATA_KEYS) {
    if (key in raw) {
      const id = asId(raw[key]);
      if (id === undefined) delete data[key];
      else data[key] = id;
    }
  }
  for (const key of COUNT_DATA_KEYS) {
    if (key in raw) {
      const n = raw[key];
      if (typeof n !== 'number' || !Number.isFinite(n)) delete data[key];
    }
  }
  return data;
}

/**
 * Checks an already-decoded value. Returns null for anything that is not a notification
 * (unknown type, non-string message, ...) so a malformed frame is dropped, never thrown.
 */
export function toNotificationMessage(value: unknown): NotificationMessage | null {
  if (!isRecord(value) || !isNotificationType(value.type)) return null;
  const { type, message, id, createdAt, data } = value;
  if (message !== undefined && message !== null && typeof message !== 'string') return null;
  const result: NotificationMessage = { type, message: typeof message === 'string' ? message : '' };
  const parsedId = asId(id);
  if (parsedId !== undefined) result.id = parsedId;
  if (typeof createdAt === 'string') result.createdAt = createdAt;
  if (isRecord(data)) result.data = parseData(data);
  return result;
}

const decoder = new TextDecoder();

/**
 * Decodes one socket frame (text, or bytes as Node's `ws` may deliver them) into a
 * notification, or null when the frame is not valid JSON or not a notification.
 */
export function parseNotificationFrame(frame: unknown): NotificationMessage | null {
  let text: string;
  if (typeof frame === 'string') text = frame;
  else if (frame instanceof ArrayBuffer) text = decoder.decode(frame);
  else if (ArrayBuffer.isView(frame)) text = decoder.decode(frame);
  else return null;
  try {
    return toNotificationMessage(JSON.parse(text));
  } catch {
    return null;
  }
}
