/**
 * A lookup table read with words from user content (a question's tokens, a mail label): an object
 * without a prototype, so "constructor", "toString" or "__proto__" are no keys of it. A plain
 * object literal answers `table.constructor` with Object itself, which a question of one word,
 * "constructor", turned into a 500.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** An empty table filled as it goes (keys from user content), without a prototype either. */
export function emptyWordTable<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
