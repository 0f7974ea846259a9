/**
 * Constants of the upload queue, each with the spec section it comes from
 * (`/work/shared/spec/product-spec.md`, overridden by `decisions.md`).
 */

/** §9 "Queue: max retries" = 2 (a default of 3 also appears; decisions.md: at most 2 automatic retries). */
export const MAX_RETRIES = 2;

/** §9 "one concurrent job"; §4 "One job runs at a time." */
export const MAX_CONCURRENT_JOBS = 1;

/** §9 "Queue status polling: every 2 seconds"; §4 "Queue status is polled every 2 seconds." */
export const POLL_INTERVAL_MS = 2_000;

/** §9 "Queue socket reconnect: max 5 attempts"; §4 "The socket reconnects with backoff up to 5 attempts." */
export const LIVE_MAX_RECONNECT_ATTEMPTS = 5;

/** §9 "Queue socket reconnect: delay min(1000 times 2 to the power n, 30000) ms": the base. */
export const LIVE_RECONNECT_BASE_MS = 1_000;

/** §9 "Queue socket reconnect: delay min(1000 times 2 to the power n, 30000) ms": the cap. */
export const LIVE_RECONNECT_MAX_MS = 30_000;

/** §3 local storage item "processing queue (persisted)"; §9 "state persisted". */
export const QUEUE_STORAGE_KEY = 'processingQueue';

/** Version of the persisted snapshot; a snapshot of another version is dropped on load (STYLE.md). */
export const QUEUE_SNAPSHOT_VERSION = 1;

/** §4 "State persists across reloads": the message of a restored job whose file contents are gone. */
export const FILE_MISSING_MESSAGE = 'The file is no longer available; add it again.';

/** Message of a job whose upload failed without a usable error message. */
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';
