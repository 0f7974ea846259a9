import { describe, expect, it } from 'vitest';
import { freshDatabaseEnv } from '../test/helpers.js';
import { QUESTIONS } from './questions.js';
import { formatFailures, formatSummary } from './report.js';
import { parseArgs, runEngine, TARGETS } from './run.js';

/** One question of each source kind, all about the mailbox's first (scripted) threads. */
const PICKED = [
  'email-lena-budget',
  'field-soren-title',
  'update-sara-follow-up',
  'metadata-contact-count',
  'none-sara-address',
];

describe('npm run eval, on 5 questions', () => {
  it('imports the data, asks through the API and scores every answer', { timeout: 180_000 }, async () => {
    const questions = QUESTIONS.filter((q) => PICKED.includes(q.id));
    expect(questions.map((q) => q.id).sort()).toEqual([...PICKED].sort());

    // The scripted threads come first, so 60 messages hold them with the same Message-IDs. A
    // migrated copy of the database (or a PostgreSQL database in that run) saves the migrations.
    const storage = await freshDatabaseEnv();
    const run = await runEngine('built-in', {}, questions, { messages: 60, storage }).finally(() =>
      storage.dispose(),
    );

    expect(run.results).toHaveLength(5);
    for (const r of run.results) {
      expect(r.error, r.id).toBeUndefined();
      expect(r.status, r.id).toBe(200);
      expect(r.answer.length, r.id).toBeGreaterThan(0);
      expect(r.latencyMs).toBeGreaterThan(0);
      if (r.answerable) expect(r.correct).toBe(r.missingFacts.length === 0 && !r.notFound);
      expect(r.goodCitations).toBeLessThanOrEqual(r.citations);
    }
    const { summary } = run;
    expect(summary.accuracy.total).toBe(4);
    expect(summary.notFound.total).toBe(1);
    expect(summary.stale).toBe(0);
    expect(summary.latencyMs.p95).toBeGreaterThanOrEqual(summary.latencyMs.p50);

    const table = formatSummary([run], TARGETS);
    expect(table).toContain('answer accuracy');
    expect(table).toContain('citation precision');
    expect(table).toContain('not-found correctness');
    expect(table).toContain('p50 / p95');
    expect(formatFailures(run)).toContain('built-in');
  });
});

describe('eval arguments', () => {
  it('reads --min-accuracy as a share or a percentage, and --only and --messages', () => {
    expect(parseArgs([])).toMatchObject({ verbose: false, minAccuracy: null, only: null, messages: 2000 });
    expect(parseArgs(['--min-accuracy=0.85']).minAccuracy).toBe(0.85);
    expect(parseArgs(['--min-accuracy', '85']).minAccuracy).toBe(0.85);
    expect(parseArgs(['--only=field,update', '--verbose']).only).toEqual(['field', 'update']);
    expect(() => parseArgs(['--min-accuracy=lots'])).toThrow(/min-accuracy/);
    expect(() => parseArgs(['--messages=0'])).toThrow(/messages/);
  });
});

describe('the question set', () => {
  it('has at least 150 questions, 30 of them unanswerable, with unique ids', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(QUESTIONS.filter((q) => q.kind === 'unanswerable').length).toBeGreaterThanOrEqual(30);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
  });

  it('gives every answerable question facts and a source', () => {
    for (const q of QUESTIONS) {
      if (q.kind === 'unanswerable') continue;
      const facts = typeof q.facts === 'function' ? q.facts({ contactCount: 1 }) : q.facts;
      expect(facts.length, q.id).toBeGreaterThan(0);
      if (q.kind !== 'metadata') expect(q.sources.length, q.id).toBeGreaterThan(0);
    }
  });
});
