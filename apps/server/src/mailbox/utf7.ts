/**
 * UTF-7 (RFC 2152), which the WHATWG `TextDecoder` does not know: Outlook 2000 and some webmail
 * sent subjects and bodies in it (`Fr+APY-sche` is "Frösche"). One pass over the input, no pattern.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) BASE64_VALUE[BASE64.charCodeAt(i)] = i;

/** Charset labels of UTF-7, lowercased. */
const UTF7_LABELS = new Set(['utf-7', 'utf7', 'x-utf-7', 'x-utf7', 'unicode-1-1-utf-7', 'csunicode11utf7']);

export function isUtf7Charset(charset: string | undefined | null): boolean {
  return charset !== undefined && charset !== null && UTF7_LABELS.has(charset.trim().toLowerCase());
}

/**
 * Decodes UTF-7 text given one character per byte. `+` opens a run of modified base64 holding
 * UTF-16 code units, which ends at the first character outside base64 (a `-` there is absorbed);
 * `+-` is a plus sign. Leftover bits at the end of a run are dropped, as RFC 2152 says.
 */
export function decodeUtf7(input: string): string {
  const out: string[] = [];
  let plainStart = 0;
  let i = 0;
  while (i < input.length) {
    if (input.charCodeAt(i) !== 0x2b /* + */) {
      i++;
      continue;
    }
    if (i > plainStart) out.push(input.slice(plainStart, i));
    i++;
    if (input.charCodeAt(i) === 0x2d /* - */) {
      out.push('+');
      i++;
      plainStart = i;
      continue;
    }
    let bits = 0;
    let bitCount = 0;
    const units: number[] = [];
    while (i < input.length) {
      const code = input.charCodeAt(i);
      const value = code < 128 ? BASE64_VALUE[code]! : -1;
      if (value < 0) break;
      bits = ((bits << 6) | value) & 0xffffff;
      bitCount += 6;
      if (bitCount >= 16) {
        bitCount -= 16;
        units.push((bits >> bitCount) & 0xffff);
      }
      i++;
    }
    for (let u = 0; u < units.length; u += 4096) out.push(String.fromCharCode(...units.slice(u, u + 4096)));
    if (input.charCodeAt(i) === 0x2d /* - */) i++;
    plainStart = i;
  }
  if (plainStart < input.length) out.push(input.slice(plainStart));
  return out.join('');
}
