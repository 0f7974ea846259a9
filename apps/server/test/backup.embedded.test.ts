/**
 * `npm run backup` and `npm run restore` on the embedded database (issue 12), as an operator runs
 * them: the CLI and the server as their own processes on one data folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeTar } from '../src/lib/tar.js';
import { freePort, json, type Run, runCli, signUp, startServer, until } from './serverProcess.js';

const temp = mkdtempSync(join(tmpdir(), 'rapport-backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const dataDir = join(temp, 'data');
const env = { RAPPORT_DATA_DIR: dataDir, MAILBOX_SYNC_INTERVAL_MIN: '0' };
const cli = (...args: string[]) => runCli(args, env, { embedded: true });

async function start(): Promise<{ run: Run; api: string }> {
  const port = await freePort();
  const run = startServer({ ...env, PORT: String(port) }, { embedded: true });
  await until(run, /press Ctrl\+C/);
  return { run, api: `http://127.0.0.1:${port}/api` };
}

async function stop(run: Run): Promise<void> {
  run.child.kill('SIGTERM');
  await run.exited;
}

const signIn = (api: string, email: string, password: string) =>
  fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/**
 * What a refused restore must leave alone: the data folder's entries, secrets.json and (with the
 * server stopped, when nothing else writes them) the times of the database's files.
 */
function folderState(withDbFiles = true): string[] {
  const db = join(dataDir, 'db');
  return [
    ...readdirSync(dataDir)
      .filter((e) => e !== 'control.json')
      .sort(),
    ...(withDbFiles ? readdirSync(db).map((f) => `${f}:${statSync(join(db, f)).mtimeMs}`) : []),
    readFileSync(join(dataDir, 'secrets.json'), 'utf8'),
  ];
}

describe.sequential('backup and restore of the embedded database', () => {
  const backupFile = join(temp, 'rapport-backup.tar.gz');

  it('backs up a running server, and a restore brings back that state after later changes', async () => {
    let { run, api } = await start();
    let kept: Awaited<ReturnType<typeof signUp>>;
    try {
      kept = await signUp(api);
      const controlFile = join(dataDir, 'control.json');
      expect(statSync(controlFile).mode & 0o777).toBe(0o600);
      // Outside the contract and useless without the secret.
      const guess = await fetch(api.replace('/api', '/_control/backup'), {
        method: 'POST',
        headers: { 'x-rapport-control': 'a guess' },
      });
      expect(guess.status).toBe(404);

      const backup = await cli('backup', backupFile);
      expect(backup.output).toMatch(/Backed up the running Rapport \(pid \d+\) to .*rapport-backup\.tar\.gz/);
      expect(backup.code).toBe(0);

      // After the backup: a second user, and the first becomes admin while the server is stopped.
      const later = await signUp(api);
      await stop(run);
      expect(existsSync(controlFile)).toBe(false);
      const grant = await cli('grant', kept.email);
      expect(grant.code).toBe(0);
      const secretsBefore = readFileSync(join(dataDir, 'secrets.json'), 'utf8');
      writeFileSync(
        join(dataDir, 'secrets.json'),
        JSON.stringify({
          jwtSecret: randomBytes(32).toString('hex'),
          encryptionKey: randomBytes(32).toString('hex'),
        }),
      );

      const restore = await cli('restore', backupFile);
      expect(restore.output).toMatch(/Restored .*rapport-backup\.tar\.gz/);
      expect(restore.output).toMatch(/kept in .*db\.before-restore-/);
      expect(restore.code).toBe(0);
      const entries = readdirSync(dataDir);
      expect(entries.filter((e) => e.startsWith('db.before-restore-'))).toHaveLength(1);
      expect(entries.filter((e) => e.startsWith('secrets.json.before-restore-'))).toHaveLength(1);
      expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).toBe(secretsBefore);

      ({ run, api } = await start());
      // The backed-up user signs in; a token issued before the backup still verifies (same secrets).
      expect((await signIn(api, kept.email, kept.password)).status).toBe(200);
      const asKept = (path: string) =>
        fetch(`${api}${path}`, { headers: { authorization: `Bearer ${kept.token}` } });
      expect((await json<{ email: string }>(await asKept('/profile'))).email).toBe(kept.email);
      // What happened after the backup is gone.
      expect((await asKept('/admin/users')).status).toBe(403);
      expect((await signIn(api, later.email, later.password)).status).toBe(401);
    } finally {
      await stop(run);
    }
  }, 180_000);

  it.each([
    [
      'a file that is not a backup',
      () => writeFileSync(join(temp, 'bad'), 'not a backup'),
      /not a Rapport backup/,
    ],
    [
      'a backup cut short',
      () => writeFileSync(join(temp, 'bad'), readFileSync(backupFile).subarray(0, 100_000)),
      /not a Rapport backup/,
    ],
    [
      'a backup whose database dump is damaged',
      () =>
        writeFileSync(
          join(temp, 'bad'),
          gzipSync(
            writeTar([
              {
                name: 'manifest.json',
                data: Buffer.from(
                  JSON.stringify({
                    format: 'rapport-backup',
                    version: 1,
                    createdAt: new Date().toISOString(),
                    rapportVersion: '0.1.0',
                    database: 'pglite',
                  }),
                ),
              },
              { name: 'pglite.tar.gz', data: gzipSync(Buffer.from('no database here')) },
            ]),
          ),
        ),
      /does not load as a Rapport database/,
    ],
  ])(
    'refuses %s with one sentence, and changes nothing',
    async (_label, write, reason) => {
      write();
      const before = folderState();
      const restore = await cli('restore', join(temp, 'bad'));
      expect(restore.code).toBe(1);
      expect(restore.output.trim()).toMatch(/^\[rapport\] Cannot restore .*bad: .*; nothing was changed\.$/);
      expect(restore.output).toMatch(reason);
      expect(folderState()).toEqual(before);
    },
    60_000,
  );

  it('says so when the file is not there', async () => {
    const restore = await cli('restore', join(temp, 'missing.tar.gz'));
    expect(restore.code).toBe(1);
    expect(restore.output.trim()).toMatch(/^\[rapport\] There is no file .*missing\.tar\.gz: .*\.$/);
  });

  it('refuses to restore while the server runs', async () => {
    const { run } = await start();
    try {
      const before = folderState(false);
      const restore = await cli('restore', backupFile);
      expect(restore.code).toBe(1);
      expect(restore.output.trim()).toMatch(
        /^\[rapport\] Rapport is already running on this data folder, pid \d+: stop it first .*\.$/,
      );
      expect(folderState(false)).toEqual(before);
    } finally {
      await stop(run);
    }
  }, 60_000);

  it('points PostgreSQL users at pg_dump', async () => {
    const backup = await runCli(['backup', join(temp, 'pg.tar.gz')], {
      ...env,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(backup.code).toBe(1);
    expect(backup.output).toMatch(/on PostgreSQL use pg_dump/);
  });
});
