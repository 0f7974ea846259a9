import { FIRST_NAMES } from './first-names.js';

/**
 * A first name with a possessive "s" typed without its apostrophe ("Saras phone" → "Sara"): a
 * single word that is not a known first name but is one without its final "s".
 */
export function possessiveOf(name: string): string {
  if (/\s/.test(name) || !/[^s]s$/i.test(name)) return name;
  const lower = name.toLowerCase();
  return !FIRST_NAMES.has(lower) && FIRST_NAMES.has(lower.slice(0, -1)) ? name.slice(0, -1) : name;
}

/**
 * A person's name typed in lower case in a question about one of their fields ("sorens phone
 * number", "fiona macleod number?"): a known first name (or one with a possessive "s" typed
 * without its apostrophe), and the word after it as the surname when it is no question word.
 * Capitalised as names are written, so the search reads it as a name.
 */
export function typedName(text: string, notName: (word: string) => boolean): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .filter(Boolean);
  for (const [i, word] of words.entries()) {
    const first = FIRST_NAMES.has(word) ? word : possessiveOf(word);
    if (!FIRST_NAMES.has(first)) continue;
    const next = words[i + 1];
    const surname = first === word && next !== undefined && !notName(next) ? possessiveOf(next) : undefined;
    return [first, surname]
      .filter((w) => w !== undefined)
      .map(capitalise)
      .join(' ');
  }
  return undefined;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "fiona macleod number?": a name and a field word alone ask for that field. */
export function asksBareNumber(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[?!.]+$/u, '')
    .trim()
    .split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.at(-1) === 'number' &&
    (FIRST_NAMES.has(words[0]!) || FIRST_NAMES.has(possessiveOf(words[0]!)))
  );
}
