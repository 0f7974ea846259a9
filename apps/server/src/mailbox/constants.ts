/**
 * Constants of the provider-independent mail core. Each says where it comes from: issue 11
 * ("What a stored email is"), an RFC, or a measured limit.
 */

/**
 * Characters of an email's text (after HTML conversion) that are split into own words, quote and
 * signature. Issue 11 "huge bodies are capped": the reply splitter's regular expressions run per
 * line and on the whole text, so the cap bounds its time; 64k characters is ~20 pages of prose.
 */
export const MAX_BODY_TEXT_CHARS = 64 * 1024;

/** HTML handed to html-to-text; a larger part (often an inlined newsletter) is cut first. */
export const MAX_HTML_CHARS = 1024 * 1024;

/** Issue 11: the snippet is "~200 chars of bodyText". */
export const SNIPPET_CHARS = 200;

/**
 * Largest message the mbox splitter yields (issue 11, "a single message over a size cap is
 * skipped and counted"). Gmail accepts 25 MB of attachments, ~34 MB once base64-encoded.
 */
export const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;

/** Bytes read from an archive before deciding it is not an mbox (first non-empty line). */
export const MBOX_SNIFF_BYTES = 64 * 1024;

/** RFC 5322 §2.2: a header field name is printable US-ASCII except the colon. */
export const HEADER_NAME = /^[\x21-\x39\x3b-\x7e]+$/;

/**
 * Reply and forward prefixes stripped from a subject before it keys a thread (issue 11:
 * "strip Re:/Fwd:/AW:/SV:/[tags]"): English, German (AW, WG), Nordic (SV, VS), Dutch (Antw, Doorst),
 * French (TR, RE), Spanish/Portuguese (RV, ENC), Italian (R, I), Polish (ODP, PD), Finnish (VL),
 * Greek (ΑΠ, ΣΧΕΤ, ΠΡΘ), Russian (Ответ), Chinese (回复, 转发) and Japanese (返信, 転送).
 */
export const SUBJECT_PREFIXES = [
  're',
  'fw',
  'fwd',
  'aw',
  'wg',
  'sv',
  'vs',
  'vb',
  'antw',
  'doorst',
  'tr',
  'rv',
  'enc',
  'r',
  'i',
  'odp',
  'pd',
  'vl',
  'απ',
  'σχετ',
  'πρθ',
  'ответ',
  '回复',
  '回覆',
  '转发',
  '轉寄',
  '返信',
  '転送',
];

/**
 * RFC 2076 / RFC 3834: `Precedence` values and any `Auto-Submitted` other than `no` mark mail no
 * person wrote to this person (issue 11 "bulk signals").
 */
export const BULK_PRECEDENCE = ['bulk', 'list', 'junk'];
