import { describe, expect, it } from 'vitest';
import { freshDatabaseEnv } from '../test/helpers.js';
import { BLIND_DATASET } from './blind/dataset.js';
import { BLIND_MESSAGES } from './blind/mailbox.js';
import { BLIND_QUESTIONS } from './blind/questions.js';
import { DEV3_DATASET, DEV3_MESSAGE_COUNT, dev3MessageDates } from './dev3/dataset.js';
import { DEV3_QUESTIONS } from './dev3/questions.js';
import { QUESTIONS } from './questions.js';
import { formatFailures, formatSummary } from './report.js';
import { parseArgs, runEngine, TARGETS } from './run.js';
import { createSourceResolver, describeKey } from './sources.js';
import { buildEvalWorld } from './world.js';

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
    expect(parseArgs([])).toMatchObject({
      verbose: false,
      minAccuracy: null,
      only: null,
      messages: 2000,
      set: 'dev',
    });
    expect(parseArgs(['--set=blind']).set).toBe('blind');
    expect(parseArgs(['--set', 'dev']).set).toBe('dev');
    expect(parseArgs(['--set=dev2']).set).toBe('dev2');
    expect(() => parseArgs(['--set=secret'])).toThrow(/--set takes dev or dev2 or blind/);
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

describe('the dev3 question set', () => {
  it('has 150 to 170 questions with unique ids, about 20% unanswerable, each answerable with facts and sources', () => {
    expect(DEV3_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(DEV3_QUESTIONS.length).toBeLessThanOrEqual(170);
    expect(new Set(DEV3_QUESTIONS.map((q) => q.id)).size).toBe(DEV3_QUESTIONS.length);
    expect(DEV3_QUESTIONS.filter((q) => q.kind === 'unanswerable').length).toBeGreaterThanOrEqual(30);
    for (const q of DEV3_QUESTIONS) {
      if (q.kind === 'unanswerable') continue;
      const facts = typeof q.facts === 'function' ? q.facts({ contactCount: 1 }) : q.facts;
      expect(facts.length, q.id).toBeGreaterThan(0);
      expect(q.sources.length, q.id).toBeGreaterThan(0);
    }
  });

  it('has a mailbox of 100 to 130 messages, all before its "now"', () => {
    expect(DEV3_MESSAGE_COUNT).toBeGreaterThanOrEqual(100);
    expect(DEV3_MESSAGE_COUNT).toBeLessThanOrEqual(130);
    for (const at of dev3MessageDates()) expect(at).toBeLessThan(DEV3_DATASET.now.getTime());
  });
});

describe('the blind question set', () => {
  it('has at least 150 questions with unique ids, at least 20% of them unanswerable', () => {
    expect(BLIND_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(BLIND_QUESTIONS.map((q) => q.id)).size).toBe(BLIND_QUESTIONS.length);
    const unanswerable = BLIND_QUESTIONS.filter((q) => q.kind === 'unanswerable').length;
    expect(unanswerable / BLIND_QUESTIONS.length).toBeGreaterThanOrEqual(0.2);
    // No id, and no question text, is shared with the dev set.
    const dev = new Set(QUESTIONS.flatMap((q) => [q.id, q.question.toLowerCase()]));
    for (const q of BLIND_QUESTIONS) {
      expect(dev.has(q.id), q.id).toBe(false);
      expect(dev.has(q.question.toLowerCase()), q.id).toBe(false);
    }
  });

  it('gives every answerable question facts and a source', () => {
    for (const q of BLIND_QUESTIONS) {
      if (q.kind === 'unanswerable') continue;
      const facts = typeof q.facts === 'function' ? q.facts({ contactCount: 1 }) : q.facts;
      expect(facts.length, q.id).toBeGreaterThan(0);
      for (const f of facts) expect(typeof f === 'string' ? f : f.join(''), q.id).not.toBe('');
      if (q.id !== 'blind-metadata-contact-count') expect(q.sources.length, q.id).toBeGreaterThan(0);
    }
  });

  it('has a mailbox of 120 to 200 messages, all before its "now"', () => {
    expect(BLIND_MESSAGES.length).toBeGreaterThanOrEqual(120);
    expect(BLIND_MESSAGES.length).toBeLessThanOrEqual(200);
    expect(new Set(BLIND_MESSAGES.map((m) => m.id)).size).toBe(BLIND_MESSAGES.length);
    for (const m of BLIND_MESSAGES) expect(Date.parse(m.at), m.id).toBeLessThan(BLIND_DATASET.now.getTime());
  });

  it('resolves every source key after the blind data is imported', { timeout: 180_000 }, async () => {
    const storage = await freshDatabaseEnv();
    const world = await buildEvalWorld({ dataset: BLIND_DATASET, storage });
    try {
      const resolver = createSourceResolver(world.app.rapport.database, world.userId);
      const stale: string[] = [];
      for (const q of BLIND_QUESTIONS) {
        if (q.kind === 'unanswerable') continue;
        for (const key of q.sources)
          await resolver.resolve(key).catch(() => stale.push(`${q.id}: ${describeKey(key)}`));
      }
      expect(stale).toEqual([]);
      expect((await resolver.truth()).contactCount).toBeGreaterThanOrEqual(14);
    } finally {
      await world.close().finally(() => storage.dispose());
    }
  });
});
