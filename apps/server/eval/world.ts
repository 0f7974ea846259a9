/**
 * The data the evaluation asks about, in a fresh embedded database: one user (Alex Morgan, the
 * demo mailbox's owner), the demo mailbox (fixed seed, count and dates), a CSV of contacts and a
 * set of post updates written on fixed days. Everything goes in through the API or the services
 * `npm run demo` uses, so the engine sees what a user's data looks like.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { demoMbox } from '../src/mailbox/demo.js';
import { EVAL_CONTACTS_CSV } from './fixtures/contacts.js';
import { EVAL_UPDATES, type EvalUpdate } from './fixtures/updates.js';

/** The eval's "now": the afternoon after the demo mailbox's newest message (30 Oct 2026, a Friday). */
export const EVAL_NOW = new Date('2026-10-30T17:00:00Z');
/** How many demo messages are imported (the questions are true for exactly this mailbox). */
export const EVAL_MESSAGES = 2000;
export const EVAL_OWNER = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@rapport-demo.example',
  password: 'eval password 2026',
};

/**
 * What a world is built from: its owner, its "now", its mailbox, contacts CSV and post updates.
 * The dev set's (the demo mailbox, `fixtures/`) is the default; the blind set's is in `blind/`.
 */
export interface EvalDataset {
  name: string;
  owner: typeof EVAL_OWNER;
  now: Date;
  /** The mbox archive; `messages` is the count asked for (`--messages`), when the set can vary it. */
  mbox(messages: number): Buffer;
  /** "2,000 demo messages", for the progress line. */
  describe(messages: number): string;
  contactsCsv: string;
  updates: readonly EvalUpdate[];
}

export const DEV_DATASET: EvalDataset = {
  name: 'dev',
  owner: EVAL_OWNER,
  now: EVAL_NOW,
  mbox: (messages) =>
    demoMbox(messages, {
      owner: { address: EVAL_OWNER.email, name: `${EVAL_OWNER.firstName} ${EVAL_OWNER.lastName}` },
    }),
  describe: (messages) => `${messages.toLocaleString('en-GB')} demo messages`,
  contactsCsv: EVAL_CONTACTS_CSV,
  updates: EVAL_UPDATES,
};

/** A clock that stands still where it is put (post updates are written "on" their day). */
export class EvalClock {
  private at: number;
  constructor(start: Date = EVAL_NOW) {
    this.at = start.getTime();
  }
  now = () => this.at;
  set(date: Date) {
    this.at = date.getTime();
  }
}

export type Api = (
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

export interface EvalWorld {
  app: FastifyInstance;
  clock: EvalClock;
  userId: string;
  /** Signed-in calls under /api as the eval's user. */
  api: Api;
  close(): Promise<void>;
}

export interface WorldOptions {
  /** Extra settings for the server's config (the engine's: LLM_BASE_URL, LLM_MODEL, …). */
  env?: Record<string, string | undefined>;
  messages?: number;
  /**
   * Where the database lives (tests pass a migrated copy, or a PostgreSQL database); by default a
   * new temporary folder for PGlite. Either way the eval removes the folder when it closes.
   */
  storage?: { dataDir: string; databaseUrl?: string };
  /** Progress lines ("importing 2,000 demo messages…"). */
  log?: (line: string) => void;
  /** The data to import; the dev set's by default. */
  dataset?: EvalDataset;
}

function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what}: HTTP ${res.statusCode} ${res.body}`);
}

function multipart(fileName: string, content: string) {
  const boundary = '----rapport-eval';
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\n` +
        `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Signs the owner up, verifies the address with the code from the dev outbox, signs in. */
async function signUp(
  app: FastifyInstance,
  owner: EvalDataset['owner'],
): Promise<{ userId: string; token: string }> {
  const anon = (method: InjectOptions['method'], url: string, payload: unknown, token?: string) =>
    app.inject({
      method,
      url: `/api${url}`,
      payload: payload as InjectOptions['payload'],
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const { firstName, lastName, email, password } = owner;
  expectStatus(
    await anon('POST', '/auth/signup', { first_name: firstName, last_name: lastName, email, password }),
    201,
    'sign-up',
  );
  const login = await anon('POST', '/auth/login', { email, password });
  expectStatus(login, 200, 'sign-in');
  const { access_token: token, id: userId } = login.json() as { access_token: string; id: string };
  const mail = app.rapport.mailer
    .outbox()
    ?.find((m) => m.to === email && /verification code/.test(m.subject));
  const otp = mail && /code is (\d{6})/.exec(mail.text)?.[1];
  if (!otp) throw new Error('no verification code in the dev outbox');
  expectStatus(await anon('POST', '/auth/verify-email', { otp }, token), 200, 'verify-email');
  return { userId, token };
}

/** A fresh database with the eval's data in it. */
export async function buildEvalWorld(options: WorldOptions = {}): Promise<EvalWorld> {
  const log = options.log ?? (() => {});
  const messages = options.messages ?? EVAL_MESSAGES;
  const dataset = options.dataset ?? DEV_DATASET;
  const dataDir = options.storage?.dataDir ?? mkdtempSync(join(tmpdir(), 'rapport-eval-'));
  const clock = new EvalClock(dataset.now);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RAPPORT_DATA_DIR: dataDir,
    APP_URL: 'http://rapport.eval',
    ...(options.storage?.databaseUrl ? { DATABASE_URL: options.storage.databaseUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    clock,
    globalRateLimitPerMinute: 0,
    passwordHashCost: { memoryCost: 1024, timeCost: 1 },
    printMail: false,
  });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.ready();
    const { userId, token } = await signUp(app, dataset.owner);
    const api: Api = (method, url, payload) =>
      app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
      });
    const { services, jobs } = app.rapport;

    log(`importing ${dataset.describe(messages)}…`);
    const archive = await services.mboxArchives.receive(
      Readable.from([dataset.mbox(messages)]),
      Number.POSITIVE_INFINITY,
    );
    await services.mailboxConnect.importMbox(
      userId,
      { ...archive, fileName: dataset.name === 'dev' ? 'demo.mbox' : `${dataset.name}.mbox` },
      dataset.name === 'dev' ? 'Demo mailbox' : dataset.owner.email,
    );
    await jobs.idle();

    log('importing the contacts CSV…');
    const form = multipart('eval-contacts.csv', dataset.contactsCsv);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/csv/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expectStatus(upload, 202, 'CSV upload');
    await jobs.idle();

    log(`posting ${dataset.updates.length} updates…`);
    for (const update of dataset.updates) {
      clock.set(new Date(update.at));
      expectStatus(await api('POST', '/post-updates', { description: update.text }), 201, 'post update');
      await jobs.idle();
    }
    clock.set(dataset.now);
    await jobs.idle();
    return { app, clock, userId, api, close };
  } catch (e) {
    await close();
    throw e;
  }
}
