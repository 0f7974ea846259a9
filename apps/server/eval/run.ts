/**
 * `npm run eval [-- --verbose] [--min-accuracy=0.85] [--only=kind,kind] [--messages=N] [--set=dev|dev2|dev3|dev4|dev5|dev6|blind]`: imports
 * the eval's data into a fresh embedded database, asks the question set through
 * `POST /api/chat/ask` and prints answer accuracy, citation precision, not-found correctness and
 * latency: for the built-in engine and, when LLM_BASE_URL is set, again for the LLM engine (its
 * own fresh database with the LLM_* settings). `--set=blind` asks the blind set (blind/: its own
 * mailbox, contacts, updates and questions) instead of the dev set. Writes eval/last-report.json
 * (eval/blind/last-report.json for the blind set). Exits 0 (it is a
 * measurement) unless --min-accuracy is given and an engine falls below it, or the data no longer
 * fits the question set.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { askAll } from './ask.js';
import { BLIND_DATASET } from './blind/dataset.js';
import { BLIND_QUESTIONS } from './blind/questions.js';
import { DEV2_DATASET } from './dev2/dataset.js';
import { DEV2_QUESTIONS } from './dev2/questions.js';
import { DEV3_DATASET } from './dev3/dataset.js';
import { DEV3_QUESTIONS } from './dev3/questions.js';
import { DEV4_DATASET } from './dev4/dataset.js';
import { DEV4_QUESTIONS } from './dev4/questions.js';
import { DEV5_DATASET } from './dev5/dataset.js';
import { DEV5_QUESTIONS } from './dev5/questions.js';
import { DEV6_DATASET } from './dev6/dataset.js';
import { DEV6_QUESTIONS } from './dev6/questions.js';
import { QUESTIONS } from './questions.js';
import { type EngineRun, formatFailures, formatSummary, jsonReport } from './report.js';
import { summarise } from './score.js';
import { createSourceResolver } from './sources.js';
import type { Question } from './types.js';
import { buildEvalWorld, DEV_DATASET, EVAL_MESSAGES, type EvalDataset, type WorldOptions } from './world.js';

export const TARGETS = { accuracy: 0.85, citations: 0.95 };
const HERE = dirname(fileURLToPath(import.meta.url));

/** The question sets: `dev`, `dev2` and `dev3` (tuned on) and `blind` (written without reading the engine). */
export const SETS = {
  dev: {
    questions: QUESTIONS,
    dataset: DEV_DATASET,
    file: 'eval/questions.ts',
    report: join(HERE, 'last-report.json'),
  },
  /** Hand-written mail in other styles, tuned on like `dev` (issue 24). */
  dev2: {
    questions: DEV2_QUESTIONS,
    dataset: DEV2_DATASET,
    file: 'eval/dev2/questions.ts',
    report: join(HERE, 'dev2', 'last-report.json'),
  },
  blind: {
    questions: BLIND_QUESTIONS,
    dataset: BLIND_DATASET,
    file: 'eval/blind/questions.ts',
    report: join(HERE, 'blind', 'last-report.json'),
  },
  /** Hand-written mail for a third owner, written without reading the engine; tuned on. */
  dev3: {
    questions: DEV3_QUESTIONS,
    dataset: DEV3_DATASET,
    file: 'eval/dev3/questions.ts',
    report: join(HERE, 'dev3', 'last-report.json'),
  },
  /** A mailbox and questions written without reading the engine (Callum Reid of Bramblewood); tuned on. */
  dev4: {
    questions: DEV4_QUESTIONS,
    dataset: DEV4_DATASET,
    file: 'eval/dev4/questions.ts',
    report: join(HERE, 'dev4', 'last-report.json'),
  },
  /** Written without reading the engine (Noor Haddad of Tidewell Logistics); tuned on from its first run. */
  dev5: {
    questions: DEV5_QUESTIONS,
    dataset: DEV5_DATASET,
    file: 'eval/dev5/questions.ts',
    report: join(HERE, 'dev5', 'last-report.json'),
  },
  /** Written without reading the engine (Tomás Ferreira of Lumen Dental Cloud); tuned on from its first run. */
  dev6: {
    questions: DEV6_QUESTIONS,
    dataset: DEV6_DATASET,
    file: 'eval/dev6/questions.ts',
    report: join(HERE, 'dev6', 'last-report.json'),
  },
} as const satisfies Record<
  string,
  { questions: readonly Question[]; dataset: EvalDataset; file: string; report: string }
>;
export type SetName = keyof typeof SETS;
const LLM_SETTINGS = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'EMBEDDING_MODEL'] as const;

export interface EvalArgs {
  verbose: boolean;
  minAccuracy: number | null;
  only: string[] | null;
  messages: number;
  set: SetName;
}

/** `--name=value` or `--name value`. */
function option(argv: readonly string[], name: string): string | undefined {
  for (const [i, a] of argv.entries()) {
    if (a === `--${name}`) return argv[i + 1];
    if (a.startsWith(`--${name}=`)) return a.slice(name.length + 3);
  }
  return undefined;
}

export function parseArgs(argv: readonly string[]): EvalArgs {
  const min = option(argv, 'min-accuracy');
  const minAccuracy = min === undefined ? null : Number(min) > 1 ? Number(min) / 100 : Number(min);
  if (minAccuracy !== null && !(minAccuracy >= 0 && minAccuracy <= 1))
    throw new Error(`--min-accuracy takes a share (0.85) or a percentage (85), not "${min}"`);
  const only = option(argv, 'only');
  const messages = Number(option(argv, 'messages') ?? EVAL_MESSAGES);
  if (!Number.isInteger(messages) || messages < 1) throw new Error('--messages takes a whole number');
  const set = option(argv, 'set') ?? 'dev';
  if (!(set in SETS)) throw new Error(`--set takes ${Object.keys(SETS).join(' or ')}, not "${set}"`);
  return {
    verbose: argv.includes('--verbose') || argv.includes('-v'),
    minAccuracy,
    only: only ? only.split(',').map((s) => s.trim()) : null,
    messages,
    set: set as SetName,
  };
}

/** The engines to measure: the built-in one always, the LLM one when LLM_BASE_URL is set. */
function engines(env: NodeJS.ProcessEnv): { name: string; env: Record<string, string | undefined> }[] {
  const list: { name: string; env: Record<string, string | undefined> }[] = [{ name: 'built-in', env: {} }];
  if (env.LLM_BASE_URL)
    list.push({
      name: `llm ${env.LLM_MODEL ?? ''}`.trim(),
      env: Object.fromEntries(LLM_SETTINGS.map((k) => [k, env[k]])),
    });
  return list;
}

/** Builds a world for the engine, asks every question, closes the world. */
export async function runEngine(
  name: string,
  env: Record<string, string | undefined>,
  questions: readonly Question[],
  options: {
    messages: number;
    log?: (line: string) => void;
    storage?: WorldOptions['storage'];
    dataset?: EvalDataset;
  },
): Promise<EngineRun> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const world = await buildEvalWorld({
    env,
    messages: options.messages,
    log: (l) => log(`[${name}] ${l}`),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.dataset ? { dataset: options.dataset } : {}),
  });
  try {
    log(
      `[${name}] data in (${((performance.now() - started) / 1000).toFixed(1)} s); asking ${questions.length} questions…`,
    );
    const resolver = createSourceResolver(world.app.rapport.database, world.userId);
    const results = await askAll(world.api, resolver, questions);
    return { engine: name, summary: summarise(results), results };
  } finally {
    await world.close();
  }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const set = SETS[args.set];
  const { dataset } = set;
  // `--only=email,brennholt`: kinds, or parts of question ids.
  const questions = args.only
    ? set.questions.filter((q) => args.only?.some((o) => q.kind === o || q.id.includes(o)))
    : set.questions;
  const log = (line: string) => console.error(`[eval] ${line}`);
  const runs: EngineRun[] = [];
  for (const engine of engines(process.env))
    runs.push(await runEngine(engine.name, engine.env, questions, { messages: args.messages, log, dataset }));

  console.log(
    `\nQuery Mode eval (${args.set} set): ${questions.length} questions (${questions.filter((q) => q.kind !== 'unanswerable').length} answerable), ` +
      `${dataset.describe(args.messages).replace('messages', 'emails')}, now = ${dataset.now.toISOString()}\n`,
  );
  console.log(formatSummary(runs, TARGETS));
  if (args.verbose) for (const run of runs) console.log(`\n${formatFailures(run)}`);
  const meta = {
    at: new Date().toISOString(),
    now: dataset.now.toISOString(),
    messages: args.messages,
    targets: TARGETS,
  };
  writeFileSync(
    set.report,
    `${JSON.stringify(jsonReport(runs, args.set === 'dev' ? meta : { set: args.set, ...meta }), null, 2)}\n`,
  );
  console.log(`\nreport: ${set.report}${args.verbose ? '' : ' (--verbose lists each failed question)'}`);

  const stale = runs.flatMap((r) => r.results.filter((q) => q.error));
  // The blind mailbox is the same whatever --messages says; the dev questions fit 2,000 messages.
  if (stale.length > 0 && (args.set !== 'dev' || args.messages === EVAL_MESSAGES)) {
    console.error(
      `\n[eval] ${stale.length} questions no longer fit the data (see "stale" in the report): fix ${set.file}`,
    );
    return 1;
  }
  if (args.minAccuracy !== null) {
    const below = runs.filter((r) => (r.summary.accuracy.rate ?? 0) < (args.minAccuracy ?? 0));
    if (below.length > 0) {
      console.error(
        `[eval] accuracy below ${args.minAccuracy * 100}%: ${below.map((r) => r.engine).join(', ')}`,
      );
      return 1;
    }
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : e);
      process.exit(1);
    },
  );
}
