/** Phone numbers and email addresses written in a text (post updates, questions, mail). */

/**
 * Phone numbers: international or national formats with at least 7 digits, and the extension
 * written after one ("x204", "ext. 12"), kept: a number without it reaches someone else (issue 24).
 */
export const PHONE_PATTERN =
  /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,6}(?:[\s.-]\d{1,6}){1,5}(?:\s?(?:ext\.?|x)\s?\d{1,5}\b)?/gi;
const EXTENSION = /\s?(?:ext\.?|x)\s?\d{1,5}$/i;

/**
 * Starts only where a run of local-part characters starts (issue 21: trying every position of a
 * long run made it quadratic); an address glued to the end of another (`a@b.cc-d@e.ff`) is then
 * read as the first one only.
 */
export const EMAIL_PATTERN = /(?<![A-Z0-9._%+-])[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;

/** Adds a value unless the list holds it already (case aside). */
export function pushUnique(list: string[], value: string): void {
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
}

/** Phone numbers written in a text (at least 7 digits; ISO dates and email addresses are not numbers). */
export function extractPhones(text: string): string[] {
  const phones: string[] = [];
  const withoutEmailsAndDates = text.replace(EMAIL_PATTERN, ' ').replace(/\b\d{4}-\d{1,2}-\d{1,2}\b/g, ' ');
  for (const match of withoutEmailsAndDates.matchAll(PHONE_PATTERN)) {
    const raw = match[0].trim();
    const digits = raw.replace(EXTENSION, '').replace(/\D/g, '');
    if (digits.length >= 7 && digits.length <= 15) pushUnique(phones, raw);
  }
  return phones;
}
