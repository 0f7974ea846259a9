/**
 * Title and phone from a signature block, only when clear (issue 11): a phone is a line labelled
 * as one (a fax line never is) or made of a number alone; a title is a short line of words with a job word in it.
 * Anything ambiguous gives null: a wrong title on a contact is worse than none.
 */
import { TITLE_WORDS } from './constants';

export interface SignatureDetails {
  title: string | null;
  phone: string | null;
}

/** Longest first, so "Mobile:" is not read as "M" followed by "obile:". */
const PHONE_LABEL =
  /^(?:telephone|téléphone|telefon|mobile|direct|office|phone|handy|cell|mob|tel|ph|p|t|m)\s*[.:]?\s*/iu;
/** A number as people write it: optional +, digits with spaces, dots, dashes, slashes, parentheses. */
const PHONE_NUMBER = /^\+?\(?\d[\d\s()./-]*\d(?:\s*(?:ext\.?|x)\s*\d{1,5})?$/iu;
/**
 * A labelled number at the end of a line that says more before it: "VP Operations | Halden Freight
 * m: +44 7700 900123". The label needs its colon or dot here, so "Halden Freight 2024" is no phone.
 */
const TRAILING_PHONE =
  /(?:^|\s)(?:telephone|téléphone|telefon|mobile|direct|office|phone|handy|cell|mob|tel|ph|p|t|m)\s?[.:]\s?(?=[+(\d])/iu;
export const TITLE_WORD = new RegExp(`(?:^|[\\s/&(-])(?:${TITLE_WORDS.join('|')})(?=$|[\\s,/&)-])`, 'iu');
/** Separators between a title and the company on one line: "CTO | Globex", "Head of Sales, Acme", "CTO at Acme". */
export const TITLE_SEPARATOR = /\s*(?:[|,·•–—]|\s-\s|\sat\s|\s@\s)\s*/u;
const SIGN_OFF =
  /^(?:--\s*|__+|best|kind|warm|many|regards|cheers|thanks|thank you|sincerely|yours|cordialement|mit freundlichen|viele grüße|saludos|un saluto|pozdrawiam|с уважением)/iu;

export function signatureDetails(signature: string, fullName?: string | null): SignatureDetails {
  const lines = signature
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '');
  return { title: findTitle(lines, fullName ?? null), phone: findPhone(lines) };
}

/** A line cut before a labelled number that ends it ("… | Halden Freight m: +44 …"), and that number. */
function splitTrailingPhone(line: string): { before: string; phone: string } | undefined {
  const m = TRAILING_PHONE.exec(line);
  if (m === null || m.index === 0) return undefined;
  const phone = line.slice(m.index + m[0].length);
  return PHONE_NUMBER.test(phone) ? { before: line.slice(0, m.index), phone } : undefined;
}

function findPhone(lines: string[]): string | null {
  for (const line of lines) {
    // "T: +1 415 555 0100 | M: +1 415 555 0199": each part on its own.
    for (const part of line.split(/\s+\|\s+|\s{2,}|\s·\s/)) {
      const labelled = PHONE_LABEL.exec(part);
      const trailing = labelled ? undefined : splitTrailingPhone(part);
      const candidate = labelled ? part.slice(labelled[0].length) : (trailing?.phone ?? part);
      if (!PHONE_NUMBER.test(candidate)) continue;
      const digits = candidate.replace(/(?:ext\.?|x)\s*\d+$/i, '').replace(/\D/g, '');
      // E.164 allows at most 15 digits; fewer than 7 is a house number or a year, not a phone.
      if (
        digits.length >= 7 &&
        digits.length <= 15 &&
        (labelled || trailing || candidate.startsWith('+') || /[\s().-]/.test(candidate))
      ) {
        return candidate;
      }
    }
  }
  return null;
}

function findTitle(lines: string[], fullName: string | null): string | null {
  for (const [i, whole] of lines.entries()) {
    if (i === 0 && SIGN_OFF.test(whole)) continue;
    // "Tomas Lind, VP Operations | Halden Freight m: +44 7700 900123": the words before the number.
    const line = splitTrailingPhone(whole)?.before.trim() ?? whole;
    if (fullName && line.toLowerCase() === fullName.toLowerCase()) continue;
    if (line.length > 80 || /[@\d]|https?:|www\./iu.test(line)) continue;
    const part = line.split(TITLE_SEPARATOR).find((p) => TITLE_WORD.test(` ${p}`));
    if (part === undefined) continue;
    const words = part.split(' ');
    // A title is a few words; a sentence with "manager" in it is not one.
    if (words.length > 7 || /[.!?]$/.test(part)) continue;
    return part.trim();
  }
  return null;
}
