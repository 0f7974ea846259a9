/**
 * The few MIME encoders the demo mailbox writes with (demo.ts): RFC 2047 encoded words (B and Q),
 * quoted-printable and base64 bodies, RFC 2231 file names, and Date headers in a sender's zone.
 * Writing only; reading mail is postal-mime's.
 */

const CRLF = '\r\n';
const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** One header value's words as RFC 2047 encoded words of at most 75 characters, folded. */
export function encodeWords(text: string, encoding: 'B' | 'Q'): string {
  const words: string[] = [];
  let chunk = '';
  const encoded = (s: string) => (encoding === 'B' ? Buffer.from(s, 'utf8').toString('base64') : qEncode(s));
  // Split on character boundaries (never inside a UTF-8 sequence) so each word decodes alone.
  for (const ch of text) {
    if (chunk !== '' && encoded(chunk + ch).length > 75 - '=?UTF-8?B??='.length) {
      words.push(`=?UTF-8?${encoding}?${encoded(chunk)}?=`);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk !== '') words.push(`=?UTF-8?${encoding}?${encoded(chunk)}?=`);
  return words.join(`${CRLF} `);
}

/** The Q encoding of RFC 2047 section 4.2 (spaces as `_`). */
function qEncode(text: string): string {
  let out = '';
  for (const b of Buffer.from(text, 'utf8')) {
    if (b === 0x20) out += '_';
    else if (
      (b >= 0x30 && b <= 0x39) ||
      (b >= 0x41 && b <= 0x5a) ||
      (b >= 0x61 && b <= 0x7a) ||
      b === 0x2e ||
      b === 0x2d
    )
      out += String.fromCharCode(b);
    else out += `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A header value: as is when it is plain ASCII, else encoded words. */
export function headerText(text: string, encoding: 'B' | 'Q'): string {
  return isAscii(text) ? text : encodeWords(text, encoding);
}

/** `Name <address>`, the name encoded when it needs to be, quoted when it has specials. */
export function mailbox(name: string, address: string, encoding: 'B' | 'Q'): string {
  if (name === '') return address;
  if (!isAscii(name)) return `${encodeWords(name, encoding)} <${address}>`;
  return /[(),.:;<>@[\]\\"]/.test(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`
    : `${name} <${address}>`;
}

/** Quoted-printable (RFC 2045 section 6.7) of UTF-8 text whose lines end in CRLF. */
export function quotedPrintable(text: string): string {
  const lines = text.split(CRLF);
  return lines
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      let out = '';
      let width = 0;
      for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i]!;
        const last = i === bytes.length - 1;
        const literal = (b >= 0x21 && b <= 0x7e && b !== 0x3d) || ((b === 0x20 || b === 0x09) && !last);
        const piece = literal ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
        if (width + piece.length > 75) {
          out += `=${CRLF}`;
          width = 0;
        }
        out += piece;
        width += piece.length;
      }
      return out;
    })
    .join(CRLF);
}

/** Base64 in lines of 76 characters. */
export function base64Lines(content: Buffer | string): string {
  const b64 = (typeof content === 'string' ? Buffer.from(content, 'utf8') : content).toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < b64.length; i += 76) lines.push(b64.slice(i, i + 76));
  return lines.join(CRLF);
}

/** `filename="…"`, or RFC 2231's `filename*=UTF-8''…` for a name that is not ASCII. */
export function fileNameParam(name: string): string {
  return isAscii(name)
    ? `filename="${name}"`
    : `filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** An RFC 5322 date in the zone `tzMinutes` east of UTC: `Tue, 3 Mar 2026 10:04:00 +0100`. */
export function rfc5322Date(instant: Date, tzMinutes: number): string {
  const local = new Date(instant.getTime() + tzMinutes * 60_000);
  const sign = tzMinutes < 0 ? '-' : '+';
  const offset = Math.abs(tzMinutes);
  return (
    `${DAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONS[local.getUTCMonth()]} ${local.getUTCFullYear()} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ` +
    `${sign}${pad(Math.floor(offset / 60))}${pad(offset % 60)}`
  );
}

/** How a quote header writes the date: `Tue, 3 Mar 2026 at 10:04`. */
export function quoteDate(instant: Date, tzMinutes: number): string {
  const local = new Date(instant.getTime() + tzMinutes * 60_000);
  return `${DAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONS[local.getUTCMonth()]} ${local.getUTCFullYear()} at ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** HTML-escapes text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
