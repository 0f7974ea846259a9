/**
 * Offices a company has one of ("the CFO of Al Dana", "Tarsis's CEO"): a question naming one asks
 * about that person, so a fact about the company that does not name the office (in its words, or
 * as its sender's title) is no answer: "Management approved the order" does not say what the CFO
 * approved (issue 24, near misses).
 */

/** The office's short form and how mail spells it out. */
const OFFICES: ReadonlyMap<string, RegExp> = new Map([
  ['ceo', /\bchief executive\b/],
  ['cfo', /\bchief financial officer\b|\bfinance director\b/],
  ['cto', /\bchief technology officer\b|\bchief technical officer\b/],
  ['coo', /\bchief operating officer\b/],
  ['cmo', /\bchief marketing officer\b/],
  ['cio', /\bchief information officer\b/],
  ['ciso', /\bchief information security officer\b/],
]);

/**
 * Whether a fact holds every office the question's keyword groups name: the group matched
 * (`groupHits`, in its words or its sender's title), or the office spelled out in `lower` (the
 * fact's words and context, lower-case).
 */
export function holdsOffices(
  groups: readonly (readonly string[])[],
  groupHits: readonly number[],
  lower: string,
): boolean {
  return groups.every((group, g) => {
    const office = group.find((w) => OFFICES.has(w));
    if (office === undefined || (groupHits[g] ?? 0) > 0) return true;
    return OFFICES.get(office)?.test(lower) === true;
  });
}
