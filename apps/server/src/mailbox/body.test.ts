import { describe, expect, it } from 'vitest';
import { makeSnippet } from './body';

/** The snippet as it was made from the whole body flattened: the reference. */
function wholeBodySnippet(bodyText: string, maxChars: number): string {
  const flat = bodyText.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

describe('makeSnippet', () => {
  it('flattens only a long body’s start, and gives what flattening all of it gives', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const pieces = ['word', 'a', ' ', '\n\n', '\t', '     ', 'longerword.', '\u00a0', '\r\n'];
    let long = 0;
    for (let n = 0; n < 2000; n++) {
      const count = Math.floor(random() * 400);
      const text = Array.from({ length: count }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const maxChars = 10 + Math.floor(random() * 150);
      if (text.length > maxChars * 4) long++;
      expect(makeSnippet(text, maxChars), JSON.stringify(text)).toBe(wholeBodySnippet(text, maxChars));
    }
    // Whitespace runs across the point where the start is cut.
    for (const text of [
      `${' '.repeat(800)}x`,
      `${'a '.repeat(100)}${' '.repeat(900)}b`,
      `x${'\n'.repeat(2000)}y z`,
    ]) {
      expect(makeSnippet(text, 160)).toBe(wholeBodySnippet(text, 160));
    }
    expect(long).toBeGreaterThan(500);
  });
});
