import { WORDNET_LINES } from './wordnet.gen.js';

/**
 * Words related to a word by WordNet 3.1: synonyms of its most frequent senses, its derived forms
 * and similar adjectives (`build.ts` makes `wordnet.gen.ts`, 14k common lemmas, 0.7 MB). Read in
 * both directions ("weigh" lists "consider", so "consider" finds "weigh"). The table is parsed
 * once, on the first question that needs it (about 100 ms, 18 MB of heap).
 */

let table: Map<string, string[]> | undefined;

function load(): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    let set = map.get(a);
    if (set === undefined) {
      set = new Set();
      map.set(a, set);
    }
    set.add(b);
  };
  const lines = WORDNET_LINES.split('\n').map((line) => line.split(' '));
  // A word's own list first (its most frequent senses), then the words that list it.
  for (const [word, ...related] of lines) if (word !== undefined) for (const r of related) link(word, r);
  for (const [word, ...related] of lines) if (word !== undefined) for (const r of related) link(r, word);
  return new Map([...map].map(([w, set]) => [w, [...set]]));
}

/** The words WordNet relates to `word` (lower-case), most frequent senses first; empty when none. */
export function relatedWords(word: string): readonly string[] {
  table ??= load();
  return table.get(word.toLowerCase()) ?? [];
}

/** Whether WordNet's common lemmas hold `word`: an English word, not a name of someone's own. */
export function isCommonWord(word: string): boolean {
  return relatedWords(word).length > 0;
}
