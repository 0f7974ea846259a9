/** The printed table, the failures (`--verbose`) and the JSON report of a run. */
import type { Ratio, Summary } from './score.js';
import type { QuestionResult } from './types.js';

export interface EngineRun {
  /** "built-in", or "llm (model at base URL)". */
  engine: string;
  summary: Summary;
  results: QuestionResult[];
}

const pct = (r: Ratio) => (r.rate === null ? '–' : `${(r.rate * 100).toFixed(1)}%`);
const frac = (r: Ratio) => `${pct(r)} (${r.hits}/${r.total})`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** One column per engine: the issue's four figures, then the detail. */
export function formatSummary(runs: readonly EngineRun[], targets: { accuracy: number; citations: number }) {
  const rows: [string, (s: Summary) => string][] = [
    [`answer accuracy (target ≥ ${targets.accuracy * 100}%)`, (s) => frac(s.accuracy)],
    [`citation precision (target ≥ ${targets.citations * 100}%)`, (s) => frac(s.citationPrecision)],
    ['not-found correctness (target 100%)', (s) => frac(s.notFound)],
    ['answerable answered "I couldn\'t find …"', (s) => String(s.wronglyNotFound)],
    [
      'answered wrongly: right source / other sources',
      (s) => `${s.wrongAnswers.rightSource} / ${s.wrongAnswers.otherSources}`,
    ],
    [
      'ask latency p50 / p95 / max',
      (s) =>
        `${s.latencyMs.p50.toFixed(0)} / ${s.latencyMs.p95.toFixed(0)} / ${s.latencyMs.max.toFixed(0)} ms`,
    ],
    ['HTTP errors / stale questions', (s) => `${s.httpErrors} / ${s.stale}`],
  ];
  const kinds = [
    ...new Set(runs.flatMap((r) => Object.keys(r.summary.byKind))),
  ] as (keyof Summary['byKind'])[];
  for (const kind of kinds) {
    rows.push([`  ${kind}`, (s) => (s.byKind[kind] ? frac(s.byKind[kind]) : '–')]);
  }
  return table(
    ['', ...runs.map((r) => r.engine)],
    rows.map(([label, get]) => [label, ...runs.map((r) => get(r.summary))]),
  );
}

const oneLine = (text: string, max = 300) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/** Each failed question with what came back and why it failed. */
export function formatFailures(run: EngineRun): string {
  const failed = run.results.filter((r) => !r.correct || (r.answerable && r.goodCitations < r.citations));
  if (failed.length === 0) return `${run.engine}: no failures`;
  const lines = [`${run.engine}: ${failed.length} questions failed or cited a wrong source`];
  for (const r of failed) {
    lines.push('', `✗ [${r.kind}] ${r.id}: ${r.question}`);
    if (r.error) {
      lines.push(`  stale: ${r.error}`);
      continue;
    }
    lines.push(`  answer: ${oneLine(r.answer)}`);
    if (!r.answerable) lines.push('  expected: the not-found sentence with no sources');
    else if (r.missingFacts.length > 0)
      lines.push(`  missing: ${r.missingFacts.map((f) => JSON.stringify(f)).join(', ')}`);
    if (r.citations > 0)
      lines.push(
        `  sources: ${r.goodCitations}/${r.citations} good — ${r.sources.map((s) => `${s.kind} "${oneLine(s.quote, 80)}"`).join('; ')}`,
      );
  }
  return lines.join('\n');
}

export function jsonReport(runs: readonly EngineRun[], meta: Record<string, unknown>) {
  return {
    ...meta,
    engines: runs.map((r) => ({ engine: r.engine, summary: r.summary, results: r.results })),
  };
}
