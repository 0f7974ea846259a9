/** Spec constants used by the SDK's rules. Each cites the section of product-spec.md it comes from. */

/** §5 Sign-up, §9: minimum password length (also enforced on reset, decisions.md). */
export const PASSWORD_MIN_LENGTH = 8;
/** §5 OTP, §9. */
export const OTP_LENGTH = 6;
/** §5 Chat send, §9: total size of chat attachments. */
export const CHAT_ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;
/** §5 Import step, §9: each imported file must be under this size. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** §9: the sidebar shows the last message cut to this many characters. */
export const CHAT_PREVIEW_LENGTH = 20;
/** §9: CSV preview shows the header and this many rows. */
export const CSV_PREVIEW_ROWS = 5;
/** §5 Chat send: delimiters that make pasted text count as CSV. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
/** §5 Sign-up: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** §2 Chat: default chat title. */
export const DEFAULT_CHAT_TITLE = 'New Chat';
/** §5 Chat send: the three answers of the intent detection call. */
export const INTENTS = ['Question', 'PostUpdate', 'Intentions not detected.'] as const;
