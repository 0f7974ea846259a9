/**
 * Name, title, company and phone from a signature block, only when clear (issues 11 and 24): a
 * phone is a line or a part of one labelled as one (a fax line never is) or made of a number
 * alone; a title is a short run of words with a job word in it; a company is the part or line
 * that follows a title ("CTO | Globex", "CTO at Globex", the line under "CTO"), or a line ending
 * in a legal form ("Brandt Logistik GmbH"); a name is the part that matches the sender's, or the
 * first part of the first line when it reads as a person's name. One-line signatures are read
 * part by part: "Rohan Mehta | Head of Supply Chain | Kestrel Labs | +1 (415) 555-0142".
 * Anything ambiguous gives null: a wrong title on a contact is worse than none.
 */
import { TITLE_WORDS } from '../lib/titleWords.js';

export interface SignatureDetails {
  name: string | null;
  title: string | null;
  company: string | null;
  phone: string | null;
}

/** Longest first, so "Mobile:" is not read as "M" followed by "obile:". Nordic "Tlf.", "Tfn", "Puh." too. */
const PHONE_LABEL =
  /^(?:telephone|téléphone|teléfono|telefono|telefon|mobile|direct|office|phone|handy|cell|mob|tlf|tfn|puh|tel|tél|ph|p|t|m|☎️|☎|☏|📞|📱)\s*[.:]?\s*/iu;
/** A number as people write it: optional +, digits with spaces, dots, dashes, slashes, parentheses. */
const PHONE_NUMBER = /^\+?\(?\d[\d\s()./-]*\d(?:\s*(?:ext\.?|x)\s*\d{1,5})?$/iu;
/** The extension at the end of a number: "x204", "ext. 12" (its digits are no part of the number's). */
const EXTENSION = /(?:ext\.?|x)\s?\d{1,5}$/iu;
/** "12/03/2024", "2024-11-03", "12.03.2024": a date, however many digits it has. */
const DATE_SHAPE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/u;
/**
 * A labelled number at the end of a part that says more before it: "Halden Freight m: +44 7700
 * 900123". The label needs its colon or dot here, so "Halden Freight 2024" is no phone.
 */
const TRAILING_PHONE =
  /(?:^|\s)(?:telephone|téléphone|telefon|mobile|direct|office|phone|handy|cell|mob|tlf|tfn|puh|tel|ph|p|t|m)\s?[.:]\s?(?=[+(\d])/iu;
export const TITLE_WORD = new RegExp(`(?:^|[\\s/&(-])(?:${TITLE_WORDS.join('|')})(?=$|[\\s,/&)-])`, 'iu');
/**
 * The parts of a one-line signature (spaces already collapsed): `|`, `·`, `•`, ", ", and " / "
 * or " - " between words, not between digits ("030 / 1234567" is one number).
 */
const PART_SEPARATOR = / ?[|·•] ?|, |(?<!\d) [-–—/] /u;
/** The separators that part a one-line signature whatever the words around them. */
const STRONG_SEPARATOR = / ?[|·•] ?/u;
/** "Product Manager at Cobalt Systems", "Founder @ Petalworks". */
const AT_COMPANY = / (?:at|@) /u;
/** "-- Dana Whitfield", "— Dana Whitfield": the dash that opens a one-line signature. */
const LEADING_DASH = /^(?:--|[—–]) ?/u;
const SIGN_OFF =
  /^(?:best|kind|warm|many|regards|cheers|thanks|thank you|sincerely|yours|cordialement|mit freundlichen|viele grüße|saludos|un saluto|pozdrawiam|с уважением)/iu;
/** An address, a link or a domain: never a name, title or company. */
const LINK = /@|https?:|www\.|\.\p{L}{2,}$/iu;
/** A word of a name: "Nair", "O'Brien", "Jean-Luc". */
const NAME_WORD = /^\p{Lu}[\p{L}'’.-]*$/u;
const NAME_PARTICLES = new Set([
  'de',
  'da',
  'di',
  'del',
  'van',
  'von',
  'der',
  'den',
  'le',
  'la',
  'bin',
  'al',
  'du',
]);
/** Legal forms that make a line a company's name on its own ("Atlas Mining plc"). */
const LEGAL_FORMS = new Set([
  'gmbh',
  'ag',
  'ltd',
  'ltd.',
  'limited',
  'llc',
  'inc',
  'inc.',
  'plc',
  'b.v.',
  'bv',
  'ab',
  'as',
  'a/s',
  'srl',
  's.r.l.',
  'sa',
  's.a.',
  'spa',
  'oy',
  'corp',
  'corp.',
  'co',
  'co.',
  'kg',
  'sarl',
  'sas',
  'pty',
  'nv',
  'n.v.',
]);
/** Regions a title names after a comma ("Head of Sales, EMEA"): no company's name. */
const REGIONS = new Set([
  'emea',
  'apac',
  'latam',
  'amer',
  'americas',
  'north america',
  'europe',
  'asia',
  'dach',
  'nordics',
  'mena',
  'uk',
  'us',
  'eu',
  'global',
  'worldwide',
  'international',
]);
/** Lines longer than this are prose, not a signature's (and no pattern here sees more). */
const MAX_LINE_CHARS = 200;
/** A name, title or company longer than this is a sentence. */
const MAX_PART_CHARS = 60;

interface Part {
  text: string;
  /** The number this part gives, labelled or alone. */
  phone: string | null;
  /** What the part says before a labelled number that ends it, or all of it. */
  words: string;
}

export function signatureDetails(signature: string, fullName?: string | null): SignatureDetails {
  const lines = signature
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim().replace(LEADING_DASH, ''))
    .filter((l) => l !== '' && l.length <= MAX_LINE_CHARS)
    .map((l) =>
      splitLine(l)
        .map(readPart)
        .filter((p) => p.text !== ''),
    );
  // A sign-off ("Best,", "Kind regards,") opens a signature; it names nobody.
  const content = lines.filter((parts) => !(parts.length === 1 && isSignOff(parts[0]!.text)));
  const phone = content.flat().find((p) => p.phone !== null)?.phone ?? null;
  return { ...readIdentity(content, fullName ?? null), phone };
}

/**
 * A line's parts. Between `|`, `·` or `•` parts, a comma after a title keeps the rest in the
 * title when the next part is a company: "Director, Planning & Analytics | Sandstone University"
 * is that title at that company, while "CTO, Globex | +1 …" is still a title and a company.
 */
function splitLine(line: string): string[] {
  const strong = line.split(STRONG_SEPARATOR);
  if (strong.length === 1) return line.split(PART_SEPARATOR);
  return strong.flatMap((part, k) => {
    const pieces = part.split(PART_SEPARATOR);
    const next = strong[k + 1]?.trim();
    const titleHere = pieces.length > 1 && isTitle(pieces[0]!.trim()) && isTitle(part.trim());
    return titleHere && next !== undefined && isCompany(next) ? [part] : pieces;
  });
}

function isSignOff(text: string): boolean {
  return text.length <= 30 && SIGN_OFF.test(text);
}

function readPart(raw: string): Part {
  const text = raw.trim();
  const labelled = PHONE_LABEL.exec(text);
  if (labelled) {
    const number = text.slice(labelled[0].length);
    if (isPhone(number, true)) return { text, phone: number, words: '' };
  }
  const trailing = splitTrailingPhone(text);
  if (trailing) return { text, phone: trailing.phone, words: trailing.before.trim() };
  return { text, phone: isPhone(text, false) ? text : null, words: text };
}

/** 7 to 15 digits (E.164's most; fewer is a house number or a year); alone, written as a phone. */
function isPhone(candidate: string, labelled: boolean): boolean {
  if (!PHONE_NUMBER.test(candidate)) return false;
  const number = candidate.replace(EXTENSION, '').trim();
  if (DATE_SHAPE.test(number)) return false;
  const digits = number.replace(/\D/g, '').length;
  if (digits < 7 || digits > 15) return false;
  return labelled || number.startsWith('+') || /[\s().-]/.test(number);
}

/** A part cut before a labelled number that ends it ("Halden Freight m: +44 …"), and that number. */
function splitTrailingPhone(part: string): { before: string; phone: string } | undefined {
  const m = TRAILING_PHONE.exec(part);
  if (m === null || m.index === 0) return undefined;
  const phone = part.slice(m.index + m[0].length);
  return isPhone(phone, true) ? { before: part.slice(0, m.index), phone } : undefined;
}

/** Words with nothing in them that a name, title or company never holds (digits, links, sentences). */
function isPlainWords(text: string): boolean {
  return (
    text !== '' &&
    text.length <= MAX_PART_CHARS &&
    !/\d/u.test(text) &&
    !LINK.test(text) &&
    !/[!?:;]$/u.test(text) &&
    text.split(' ').length <= 7
  );
}

function isTitle(text: string): boolean {
  return isPlainWords(text) && !text.endsWith('.') && TITLE_WORD.test(` ${text}`);
}

function isCompany(text: string): boolean {
  return (
    isPlainWords(text) &&
    /^[\p{Lu}\p{N}]/u.test(text) &&
    !TITLE_WORD.test(` ${text}`) &&
    !isSignOff(text) &&
    !REGIONS.has(text.toLowerCase())
  );
}

function isPersonName(text: string): boolean {
  if (!isPlainWords(text) || TITLE_WORD.test(` ${text}`)) return false;
  const words = text.split(' ');
  if (words.length < 2 || words.length > 4 || LEGAL_FORMS.has(words.at(-1)!.toLowerCase())) return false;
  return (
    NAME_WORD.test(words[0]!) &&
    NAME_WORD.test(words.at(-1)!) &&
    words.every((w) => NAME_WORD.test(w) || NAME_PARTICLES.has(w))
  );
}

const hasLegalForm = (text: string) => LEGAL_FORMS.has(text.split(' ').at(-1)!.toLowerCase());

function readIdentity(lines: Part[][], fullName: string | null): Omit<SignatureDetails, 'phone'> {
  const wanted = fullName?.trim().toLowerCase() ?? '';
  let name: string | null = null;
  let title: string | null = null;
  let company: string | null = null;
  for (const [i, parts] of lines.entries()) {
    for (const [j, part] of parts.entries()) {
      const words = part.words;
      if (name === null && wanted !== '' && words.toLowerCase() === wanted) {
        name = words;
        continue;
      }
      // The first part of the first line, when it reads as a name and is no title.
      if (name === null && wanted === '' && i === 0 && j === 0 && isPersonName(words)) {
        name = words;
        continue;
      }
      if (title !== null) continue;
      const [before, after] = splitAt(words);
      if (!isTitle(before)) continue;
      title = before;
      if (after !== undefined) company = isCompany(after) ? after : null;
      else company = companyAfter(parts.slice(j + 1), lines[i + 1]);
    }
    if (title !== null) break;
  }
  if (company === null) {
    // "Schmidt & Söhne GmbH" on a line of its own is a company, title or not.
    const legal = lines.find(
      (parts) => parts.length === 1 && isCompany(parts[0]!.words) && hasLegalForm(parts[0]!.words),
    );
    if (legal !== undefined && legal[0]!.words !== name) company = legal[0]!.words;
  }
  return { name, title, company };
}

/** "Founder @ Petalworks" → ["Founder", "Petalworks"]; a part without " at " is one piece. */
function splitAt(words: string): [string, string | undefined] {
  const m = AT_COMPANY.exec(words);
  if (m === null) return [words, undefined];
  return [words.slice(0, m.index), words.slice(m.index + m[0].length)];
}

/** The company after a title: the next part on its line, or the line under it when the title stands alone. */
function companyAfter(rest: Part[], nextLine: Part[] | undefined): string | null {
  const next = rest[0];
  if (next !== undefined) return next.phone === null || next.words !== '' ? valid(next.words) : null;
  if (nextLine === undefined || nextLine.length !== 1) return null;
  return valid(nextLine[0]!.words);
}

const valid = (text: string) => (isCompany(text) ? text : null);

/** How much of an email's end is read for a signature the reply splitter did not split off. */
export const SIGNED_TAIL_CHARS = 400;
/** A signature left in the body is a short last paragraph. */
const MAX_SIGNATURE_LINES = 6;

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The signature the reply splitter left in the body (it knows signatures by their openers, "--",
 * "Regards", not "Best," or none): the last paragraph of the email's own text when, past a
 * sign-off, it starts with the sender's name ("Ben Ward, Finance Manager, Tidewater Logistics",
 * "Best,\nRohan Mehta | Head of Supply Chain | …"), or, when the From header gives no name, with
 * what reads as one, and it gives a title or a phone. Empty when there is none.
 */
export function signatureInBody(bodyText: string, fromName: string | null): string {
  const paragraph =
    bodyText
      .slice(-SIGNED_TAIL_CHARS)
      .trim()
      .split(/\n[ \t\r]*\n/)
      .pop() ?? '';
  const lines = paragraph.split('\n');
  if (lines.length > MAX_SIGNATURE_LINES) return '';
  const first = lines
    .map((l) => l.replace(/\s+/g, ' ').trim().replace(LEADING_DASH, ''))
    .find((l) => l !== '' && !isSignOff(l));
  if (first === undefined) return '';
  const name = fromName?.trim() ?? '';
  const details = signatureDetails(paragraph, name || null);
  const named = name !== '' ? folded(first).startsWith(folded(name)) : details.name !== null;
  return named && (details.title !== null || details.phone !== null) ? paragraph : '';
}
