/**
 * `npm run bench -- --real-mail` (issue 21): the real-mail corpus (`test/fixtures/real-mail/`,
 * messages of eight other mail parsers plus the long-line newsletter) repeated with fresh
 * Message-IDs to `--real-mail-messages N` (default 3,000), imported as an mbox through
 * POST /api/mailboxes/mbox, beside the same number of demo messages: msgs/s to EMAIL_SYNC_COMPLETE
 * (searchable: mail is searchable once stored) and the time until the jobs it started settled.
 * Then `notmuch new` on the same messages written as a maildir, when notmuch is installed.
 * `--exclude NAME` leaves a fixture out (e.g. a message that stalls a branch).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { buildApp } from '../src/app.js';
import { demoMbox } from '../src/mailbox/demo.js';
import { splitMbox } from '../src/mailbox/mbox.js';
import { realMailCorpus, realMailMbox } from '../test/realMailCorpus.js';
import { cpuMeter, nextSyncEnd, postMbox } from './measure.js';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface RealMailOptions {
  messages: number;
  exclude: string[];
}

export async function realMailBench(
  app: App,
  base: string,
  auth: Record<string, string>,
  userId: string,
  options: RealMailOptions,
): Promise<string> {
  const corpus = realMailCorpus().filter((m) => !options.exclude.includes(m.name));
  const copies = Math.max(1, Math.ceil(options.messages / corpus.length));
  const real = realMailMbox(corpus, copies);
  const count = corpus.length * copies;
  const demo = demoMbox(count);
  const lines = [
    `real-mail bench: ${corpus.length} fixtures × ${copies} = ${count} messages${options.exclude.length ? ` (without ${options.exclude.join(', ')})` : ''}; load ${loadAverage()}`,
    `  demo mail: ${await ingest(app, base, auth, userId, demo, count, 'demo.mbox')}`,
    `  real mail: ${await ingest(app, base, auth, userId, real, count, 'real.mbox')}`,
    `  notmuch:   ${await notmuchNew(real)}`,
  ];
  return lines.join('\n');
}

/**
 * Upload to EMAIL_SYNC_COMPLETE (msgs/s; mail is searchable once stored, decisions.md › Mailbox),
 * then to the search index built (EMBEDDING_UPDATE_COMPLETE of the search.reindex that follows)
 * and every job it started settled, so the next import's figure does not carry this one's index.
 */
async function ingest(
  app: App,
  base: string,
  auth: Record<string, string>,
  userId: string,
  archive: Buffer,
  count: number,
  fileName: string,
): Promise<string> {
  const done = nextSyncEnd(app, userId);
  let indexedAt: number | undefined;
  const indexed = new Promise<void>((resolve) => {
    const stop = app.rapport.services.notifications.subscribe(userId, (n) => {
      if (n.type !== 'EMBEDDING_UPDATE_COMPLETE') return;
      indexedAt = performance.now();
      stop();
      resolve();
    });
  });
  const cpu = cpuMeter();
  const started = performance.now();
  await postMbox(base, auth, archive, fileName);
  const end = await done;
  const syncS = (performance.now() - started) / 1000;
  const used = cpu.stop();
  if ((end.data as { added?: number } | undefined)?.added) await indexed;
  await app.rapport.jobs.idle();
  const settledS = (performance.now() - started) / 1000;
  const indexedS =
    indexedAt === undefined ? '' : `search index built in ${((indexedAt - started) / 1000).toFixed(1)} s, `;
  return (
    `${(archive.length / 1024 / 1024).toFixed(1)} MB, ${end.type} in ${syncS.toFixed(1)} s = ${Math.round(count / syncS)} msgs/s ` +
    `(CPU ${Math.round((used.processMs * 1000) / count)} ms per 1,000 messages${used.mainMs === null ? '' : `, main thread ${Math.round((used.mainMs * 1000) / count)}`}), ${indexedS}every job settled in ${settledS.toFixed(1)} s; ` +
    JSON.stringify(end.data)
  );
}

/** `notmuch new` over the same messages as a maildir in a fresh database, or why it was skipped. */
async function notmuchNew(archive: Buffer): Promise<string> {
  if (spawnSync('notmuch', ['--version']).status !== 0)
    return 'skipped: notmuch is not installed (Debian: apt-get install notmuch)';
  const root = mkdtempSync(join(tmpdir(), 'rapport-notmuch-'));
  try {
    const maildir = join(root, 'mail');
    for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(maildir, sub), { recursive: true });
    let n = 0;
    const source = (async function* () {
      yield archive;
    })();
    for await (const message of splitMbox(source)) {
      writeFileSync(join(maildir, 'cur', `${1_000_000 + n}.rapport:2,S`), message.raw);
      n++;
    }
    const config = join(root, 'notmuch-config');
    writeFileSync(
      config,
      `[database]\npath=${maildir}\n[new]\ntags=inbox;\n[maildir]\nsynchronize_flags=false\n`,
    );
    const env = { ...process.env, NOTMUCH_CONFIG: config };
    const started = performance.now();
    execFileSync('notmuch', ['new', '--quiet'], { env, stdio: 'ignore' });
    const seconds = (performance.now() - started) / 1000;
    const indexed = execFileSync('notmuch', ['count', '*'], { env }).toString().trim();
    return `notmuch new: ${n} files, ${indexed} messages indexed in ${seconds.toFixed(1)} s = ${Math.round(n / seconds)} msgs/s`;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function loadAverage(): string {
  try {
    return execFileSync('uptime')
      .toString()
      .trim()
      .replace(/^.*load average:\s*/, '');
  } catch {
    return 'unknown';
  }
}
