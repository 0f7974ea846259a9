/**
 * Checks that a function over text runs in linear time (issue 21): it is timed on adversarial
 * inputs of 10,000 and 100,000 characters, and the ratio of the two times is compared with what
 * a linear function gives (about 10) rather than with a fixed budget, so the check holds on a
 * slow or busy machine. Used by `linearity.test.ts`; the patterns it covers are listed there.
 */

/**
 * The input sizes compared, and the ratio from which growth is taken as super-linear: linear gives
 * 10 and quadratic 100, so the line is drawn halfway between them on a log scale (√1000 ≈ 32).
 * Below it, a function that allocates per line can still pass 25 on this shared machine, as its
 * garbage collection grows in steps.
 */
export const SMALL_INPUT = 10_000;
export const LARGE_INPUT = 100_000;
export const MAX_GROWTH = 32;
/**
 * Growth counts only when the large input takes at least this long. 100,000 characters read in
 * under 20 ms is a pass over the text (a quadratic pattern takes seconds there), and below it the
 * ratio is noise: leaving the processor's first cache between 10k and 100k characters, or another
 * process on this shared machine, alone gives a plain scan a ratio over 25.
 */
export const MIN_LARGE_MS = 20;

/** Text `length` characters long made by repeating `unit` (cut at the end). */
export function repeatTo(unit: string, length: number): string {
  // Flattened (a JSON round trip makes a sequential string), so the first timed call does not pay for it.
  return JSON.parse(JSON.stringify(unit.repeat(Math.ceil(length / unit.length)).slice(0, length)));
}

/**
 * Shapes that make backtracking patterns blow up: runs of one character class, mixes of them, and
 * the pieces a mail pattern looks for repeated without the ending it needs.
 */
export const ADVERSARIAL_UNITS: readonly string[] = [
  'a',
  ' ',
  '1',
  '<',
  ':',
  '\t',
  '-',
  '.',
  'a ',
  'a1 <:',
  'Aa ',
  'ab1.',
  'a@a.',
  '2002 from <',
  '12:34 2002 "<a',
  'On a wrote ',
  'From: a <',
  '> ',
  'a\n',
  ' \n',
  '\r\n',
];

/**
 * Units built from a pattern's own literal pieces ("2002 from <" for `[0-9]{4}(.*)from(.*)<`),
 * all of them and all but the last, so the text is full of near-matches that fail at the end.
 */
export function unitsFromPattern(source: string): string[] {
  const pieces = source
    .replace(/\\[sS]/g, ' ')
    .replace(/\\d|\[0-9\]/g, '1')
    .replace(/\\[wb]/g, 'a')
    .replace(/\\p\{[^}]*\}/g, 'A')
    .replace(/\\(.)/g, '$1')
    .split(/[()[\]{}|?*+^$.]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^[0-9,]+$/.test(p));
  if (pieces.length === 0) return [];
  const all = `${pieces.join(' ')} `;
  const butLast = `${pieces.slice(0, -1).join(' ')} `;
  return [...new Set([all, butLast, pieces.join(''), pieces.slice(0, -1).join('')])].filter(
    (u) => u.trim() !== '',
  );
}

/** Milliseconds per call of `run(input)`: repeated until at least `minMs` have passed, so small inputs are measurable. */
export function timePerCall(run: (input: string) => unknown, input: string, minMs = 2): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    run(input);
    calls++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return elapsed / calls;
}

export interface Growth {
  unit: string;
  small: number;
  large: number;
  ratio: number;
}

/** Whether a measured growth is super-linear. */
export const isSuperLinear = (g: Growth) => g.ratio >= MAX_GROWTH && g.large >= MIN_LARGE_MS;

/**
 * The worst growth from `SMALL_INPUT` to `LARGE_INPUT` characters over the given units. Each unit
 * is first run once on the small input and once on the large one: a large input read in under
 * `MIN_LARGE_MS` passes without more. Otherwise both are timed, the fastest of five kept (the
 * first runs of a pattern are interpreted, not compiled, and this machine is shared), and their
 * ratio compared. When the small input alone is already slow (over `slowMs`), the large one is
 * not run: growth is then measured from a tenth of the small size, so a cubic pattern does not
 * hang the test. Growth over `MAX_GROWTH` is measured twice more and the lowest kept, so a burst of
 * another process's work on this shared machine does not fail a linear function.
 */
export function worstGrowth(run: (input: string) => unknown, units: readonly string[], slowMs = 50): Growth {
  let worst: Growth = { unit: '', small: 0, large: 0, ratio: 0 };
  // 20 ms a timing at least: a function that builds arrays per line pays its garbage collection unevenly.
  const fastest = (input: string) =>
    Math.min(...Array.from({ length: 5 }, () => timePerCall(run, input, 20)));
  const once = (input: string) => {
    const start = performance.now();
    run(input);
    return performance.now() - start;
  };
  const measure = (unit: string): Growth => {
    const small = repeatTo(unit, SMALL_INPUT);
    if (once(small) > slowMs) {
      const tTiny = fastest(repeatTo(unit, SMALL_INPUT / 10));
      const tSmall = fastest(small);
      return { unit, small: tTiny, large: tSmall, ratio: tSmall / tTiny };
    }
    const large = repeatTo(unit, LARGE_INPUT);
    const first = once(large);
    if (first < MIN_LARGE_MS) return { unit, small: 0, large: first, ratio: 0 };
    const tSmall = fastest(small);
    const tLarge = fastest(large);
    return { unit, small: tSmall, large: tLarge, ratio: tLarge / tSmall };
  };
  for (const unit of units) {
    const growth = confirmed(() => measure(unit));
    if (isSuperLinear(growth) || growth.ratio > worst.ratio) worst = growth;
    if (isSuperLinear(growth)) break;
  }
  return worst;
}

/**
 * Runs `pattern` over the whole input as a global search would (`replace`, `matchAll`, `split`),
 * without building the matches: the heaviest way a module can use it.
 */
export function scanWith(pattern: RegExp): (input: string) => number {
  const global = new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, '')}g`);
  return (input) => {
    global.lastIndex = 0;
    let count = 0;
    let previous = -1;
    while (global.test(input)) {
      if (global.lastIndex === previous) global.lastIndex++;
      previous = global.lastIndex;
      count++;
    }
    return count;
  };
}

/**
 * The growth of `work(n)` from `SMALL_INPUT` to `LARGE_INPUT` for work that builds its own inputs
 * of size n (several shapes at once, a question around a long name): after a warm-up the fastest
 * of five runs at each size, and growth over the line measured twice more, the lowest kept, as in
 * `worstGrowth`. Check it with `isSuperLinear`.
 */
export function sizeGrowth(work: (n: number) => unknown): Growth {
  const timeAt = (n: number) =>
    Math.min(
      ...Array.from({ length: 5 }, () => {
        const start = performance.now();
        work(n);
        return performance.now() - start;
      }),
    );
  const measure = (): Growth => {
    const small = Math.max(timeAt(SMALL_INPUT), 0.05);
    const large = timeAt(LARGE_INPUT);
    return { unit: `n=${SMALL_INPUT}→${LARGE_INPUT}`, small, large, ratio: large / small };
  };
  work(LARGE_INPUT);
  return confirmed(measure);
}

/**
 * A growth over the line measured twice more, the lowest kept: a super-linear function grows the
 * same way every time (ratio 100 for quadratic), a burst of another process's work does not.
 */
function confirmed(measure: () => Growth): Growth {
  let growth = measure();
  for (let retry = 0; retry < 2 && isSuperLinear(growth); retry++) {
    const again = measure();
    if (again.ratio < growth.ratio) growth = again;
  }
  return growth;
}
