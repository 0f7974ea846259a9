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

/** HTML handed to the HTML-to-text conversion (`htmlText.ts`); a larger part (often an inlined newsletter) is cut first. */
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

/**
 * Free-mail providers (issue 11: no company from these domains). An entry without a dot matches
 * the provider under any public suffix (`yahoo` → yahoo.com, yahoo.co.uk, yahoo.fr, …).
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook',
  'hotmail',
  'live',
  'msn.com',
  'passport.com',
  'yahoo',
  'ymail.com',
  'rocketmail.com',
  'aol',
  'aim.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail',
  'pm.me',
  'gmx',
  'web.de',
  't-online.de',
  'freenet.de',
  'mail.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'yandex',
  'ya.ru',
  'rambler.ru',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
  'zoho.com',
  'fastmail.com',
  'fastmail.fm',
  'hey.com',
  'tutanota.com',
  'tuta.io',
  'mailbox.org',
  'posteo.de',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'libero.it',
  'virgilio.it',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'interia.pl',
  'onet.pl',
  'rediffmail.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'bigpond.com',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'mail.com',
  'email.com',
  'usa.net',
];

/**
 * Second-level labels that name a kind of organisation under a country code (`edu.au`, `ac.nz`,
 * `gov.sg`, `com.vn`): never an organisation's own name.
 */
export const SECOND_LEVEL_CATEGORIES = [
  'edu',
  'ac',
  'gov',
  'govt',
  'sch',
  'mil',
  'co',
  'com',
  'org',
  'net',
  'ltd',
  'plc',
];

/**
 * Second-level public suffixes common in business mail (`acme.co.uk` is Acme, not "Co"). A full
 * public suffix list is not worth a dependency for naming a company after a domain.
 */
export const TWO_PART_SUFFIXES = [
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'ltd.uk',
  'plc.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.kr',
  'com.cn',
  'com.hk',
  'com.tw',
  'com.sg',
  'com.br',
  'com.mx',
  'com.ar',
  'co.za',
  'co.in',
  'co.il',
  'com.tr',
  'com.pl',
  'com.ua',
  'co.id',
  'com.my',
];

/**
 * Local parts (and prefixes) of senders that are machines, not people (issue 11): their mail
 * makes no contact. Compared with separators removed: `no_reply`, `no-reply`, `noreply` all match.
 */
export const MACHINE_SENDER_PREFIXES = [
  'noreply',
  'donotreply',
  'dontreply',
  'notification',
  'notifications',
  'notify',
  'alert',
  'alerts',
  'mailerdaemon',
  'postmaster',
  'bounce',
  'bounces',
  'newsletter',
  'news',
  'digest',
  'automated',
  'autoreply',
  'autoconfirm',
  'system',
  'daemon',
  'marketing',
  'updates',
];

/**
 * Local parts of role addresses (issue 23: "no-reply and role addresses the user never wrote to"):
 * a shared inbox, not a person. Their mail makes no contact and no suggestion unless the user wrote
 * to the address. Compared whole, with separators removed (`customer-service` = `customerservice`).
 */
export const ROLE_LOCAL_PARTS = [
  'info',
  'support',
  'billing',
  'help',
  'helpdesk',
  'hello',
  'contact',
  'sales',
  'admin',
  'office',
  'team',
  'accounts',
  'accounting',
  'invoice',
  'invoices',
  'orders',
  'order',
  'service',
  'customerservice',
  'customercare',
  'care',
  'feedback',
  'enquiries',
  'inquiries',
  'press',
  'jobs',
  'careers',
  'hr',
  'webmaster',
  'abuse',
  'security',
  'privacy',
  'legal',
  'mail',
  'email',
];

/**
 * Issue 21, "a budget per message": a message whose parse runs longer than this in a parse worker
 * is abandoned (the worker ended and replaced) and counted as unreadable, "took too long to read".
 * Every pattern is linear (src/lib/linearity.test.ts), so this is the second line of defence: a
 * 63 KB message parses in milliseconds.
 */
export const PARSE_BUDGET_MS = 5_000;
/** The reason a message abandoned after `PARSE_BUDGET_MS` is skipped with. */
export const TOO_SLOW_REASON = 'took too long to read';
