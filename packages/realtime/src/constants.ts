/**
 * Constants of the notification socket, each with the spec section it comes from
 * (`/work/shared/spec/product-spec.md`, overridden by `decisions.md`).
 */

/** §4 "A heartbeat message of type heartbeat is sent every 15 seconds"; §9 "every 15 seconds". */
export const HEARTBEAT_INTERVAL_MS = 15_000;

/** §7 "It sends a heartbeat message of type heartbeat": the frame the client sends. */
export const HEARTBEAT_FRAME = JSON.stringify({ type: 'heartbeat' });

/** §9 "Notification socket reconnect: up to 5 attempts"; §4 "After 5 attempts show Connection Failed". */
export const MAX_RECONNECT_ATTEMPTS = 5;

/** §9 "delay 1000 times 2 to the power of the attempt number ...": the base. */
export const RECONNECT_BASE_MS = 1_000;

/** §9 "... plus up to 1000 ms random ...": the jitter range. */
export const RECONNECT_JITTER_MS = 1_000;

/** §9 "... capped at 10000 ms". */
export const RECONNECT_MAX_MS = 10_000;

/**
 * Not in the spec (STYLE.md "Realtime", after partysocket's `minUptime`): the reconnect
 * attempt counter resets only once a connection has stayed open this long, so a server
 * that accepts and drops at once cannot keep the client reconnecting forever.
 */
export const MIN_UPTIME_MS = 5_000;

/** §9 "Normal close code: 1000". A close with this code never reconnects. */
export const NORMAL_CLOSE_CODE = 1000;

/** §9 "Auth-failure close codes: 1008, 4003 (or a reason containing 403)". */
export const AUTH_FAILURE_CLOSE_CODES: readonly number[] = [1008, 4003];

/**
 * Not in the spec (issue 22): the server ended the socket's session (sign-out, sign-out
 * everywhere, a password reset, a reused refresh token). No refresh and no reconnect: the
 * client reports `session_ended` and the app goes to /sign-in. The server's
 * `SESSION_ENDED_CLOSE_CODE` in `apps/server/src/routes/ws.ts` is the same number.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** §9 "(or a reason containing 403)". */
export const AUTH_FAILURE_REASON_MARKER = '403';

/**
 * Not in the spec: how many auth closes in a row (without the connection staying up
 * `MIN_UPTIME_MS`) are answered with a refresh before giving up with the auth error, so a
 * refresh that "succeeds" with a token the server still rejects cannot loop forever.
 */
export const MAX_CONSECUTIVE_AUTH_REFRESHES = 3;

/** §8 Socket: "Authentication Error" / "Session expired, please log in again" (when refresh fails). */
export const AUTH_ERROR_TITLE = 'Authentication Error';
export const AUTH_ERROR_DESCRIPTION = 'Session expired, please log in again';

/** §8 Socket: "Connection Failed" / "Unable to reconnect after 5 attempts". */
export const CONNECTION_FAILED_TITLE = 'Connection Failed';
export function connectionFailedDescription(attempts: number = MAX_RECONNECT_ATTEMPTS): string {
  return `Unable to reconnect after ${attempts} attempts`;
}
export const CONNECTION_FAILED_DESCRIPTION = connectionFailedDescription(MAX_RECONNECT_ATTEMPTS);

/** §9 "Start and complete toasts: 3000 ms". */
export const START_COMPLETE_TOAST_MS = 3_000;

/** §9 "Error toasts: 5000 ms". */
export const ERROR_TOAST_MS = 5_000;

/**
 * Toast titles of the notification types. START/COMPLETE titles are fixed by decisions.md
 * ("Syncing email" / "Email synced", "Processing CSV" / "CSV processed", "Posting update" /
 * "Update posted"); the error and embedding titles are ours (the spec is silent).
 */
export const NOTIFICATION_TOAST_TITLES = {
  POST_UPDATE_START: 'Posting update',
  POST_UPDATE_COMPLETE: 'Update posted',
  POST_UPDATE_ERROR: 'Update failed',
  EMAIL_SYNC_START: 'Syncing email',
  EMAIL_SYNC_COMPLETE: 'Email synced',
  EMAIL_SYNC_ERROR: 'Email sync failed',
  CSV_PROCESSING_START: 'Processing CSV',
  CSV_PROCESSING_COMPLETE: 'CSV processed',
  CSV_PROCESSING_ERROR: 'CSV processing failed',
  EMBEDDING_UPDATE_COMPLETE: 'Data updated',
} as const;

/** §9 "EMBEDDING_UPDATE_COMPLETE, which shows 'You can now query the updated data'". */
export const EMBEDDING_UPDATE_COMPLETE_DESCRIPTION = 'You can now query the updated data';

/** §9 "Error types display the message field": the fallback when that field is empty. */
export const ERROR_TOAST_FALLBACK_DESCRIPTION = 'Something went wrong. Please try again.';
