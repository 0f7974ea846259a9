/**
 * Server constants. Each cites where it comes from: product-spec.md (§n), decisions.md, or an issue.
 */

/** decisions.md Auth: access token is a short-lived JWT (15 min). */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/** decisions.md Auth: refresh token lives 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** decisions.md OTP: 10-minute expiry. */
export const OTP_TTL_MS = 10 * 60_000;
/** decisions.md OTP: at most 5 wrong tries per code. */
export const OTP_MAX_ATTEMPTS = 5;
/** decisions.md OTP: resend at most once a minute. */
export const OTP_RESEND_INTERVAL_MS = 60_000;
/** §5 OTP, §9: the code length the contract validates (one constant, from the SDK). */
export { OTP_LENGTH } from '@rapport/sdk/contract';
/** decisions.md Reset: expires in 1 hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** decisions.md Reset: random, at least 128 bits (we use 256). */
export const RESET_TOKEN_BYTES = 32;
/** Opaque refresh token: 256 random bits. */
export const REFRESH_TOKEN_BYTES = 32;
/** Issue 3: sign-in 10 per 15 minutes per email+IP. */
export const SIGN_IN_LIMIT = { max: 10, windowMs: 15 * 60_000 };
/** Issue 3: forgot-password 5 an hour per email. */
export const FORGOT_PASSWORD_LIMIT = { max: 5, windowMs: 60 * 60_000 };
/** Issue 22: the "someone tried to sign up" notice, 3 an hour per address. */
export const SIGN_UP_NOTICE_LIMIT = { max: 3, windowMs: 60 * 60_000 };
/** The largest JSON body the API accepts. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** §5, §9: each imported CSV file must be under 10 MB (the SDK's import rule). */
export { IMPORT_FILE_MAX_BYTES as CSV_FILE_MAX_BYTES } from '@rapport/sdk/contract';
/**
 * Issue 4 (10 MB CSV in under 5 s): rows per committed batch of the csv.import job. Each batch costs
 * one lookup, one insert statement, one transaction and one checkpoint write, so on PGlite larger
 * batches are markedly faster (bench: 1,000 → 5,000 rows halved the import time).
 */
export const CSV_IMPORT_BATCH_SIZE = 5000;
/** How many files one upload may carry. */
export const CSV_MAX_FILES = 20;
/** Default page size of GET /api/contacts. */
export const CONTACTS_PAGE_SIZE = 50;
/** The server's version (apps/server/package.json), written into the OpenAPI document and backups. */
export const RAPPORT_VERSION = '0.1.0';
/** Issue 12: the backup file's format; a restore refuses a newer one. */
export const BACKUP_FORMAT_VERSION = 1;
