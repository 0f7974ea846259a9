/**
 * The data folder is this user's alone (issue 22): the real server process, started on a folder
 * left open to everyone, makes it private with one line, and everything it writes there (PGlite's
 * files, its write-ahead log, an uploaded mbox archive) is 0600 in folders of 0700.
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, json, type Run, signUp, startServer, until } from './serverProcess.js';

const dataDir = mkdtempSync(join(tmpdir(), 'rapport-private-'));
let run: Run | undefined;
afterAll(async () => {
  if (run && run.child.exitCode === null) {
    run.child.kill('SIGTERM');
    await run.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every entry under `dir` whose mode lets group or others in, as `path mode`. */
function openEntries(dir: string): { open: string[]; files: number } {
  const open: string[] = [];
  let files = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else files++;
  };
  visit(dir);
  return { open, files };
}

it('makes an open data folder private at start, and writes every file 0600', async () => {
  // A folder from before, opened to everyone.
  chmodSync(dataDir, 0o777);
  mkdirSync(join(dataDir, 'mailboxes'), { mode: 0o777 });
  chmodSync(join(dataDir, 'mailboxes'), 0o777);
  writeFileSync(join(dataDir, 'mailboxes', 'old.mbox'), 'From a@b Mon Jan 1 00:00:00 2024\n');
  chmodSync(join(dataDir, 'mailboxes', 'old.mbox'), 0o666);

  const port = await freePort();
  run = startServer({ PORT: String(port), RAPPORT_DATA_DIR: dataDir }, { embedded: true });
  await until(run, /press Ctrl\+C/);
  expect(run.output()).toMatch(/the data folder .* was open to other users: made it private \(3 files/);

  const { api } = await signUp(`http://127.0.0.1:${port}/api`);
  const form = new FormData();
  form.append(
    'file',
    new Blob(
      [
        'From ann@example.com Mon Jan  1 00:00:00 2024\nFrom: Ann <ann@example.com>\nTo: Bo <bo@example.com>\n' +
          'Subject: Hello\nMessage-ID: <one@example.com>\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n\nHi.\n',
      ],
      { type: 'application/mbox' },
    ),
    'mail.mbox',
  );
  await json(await api('/mailboxes/mbox', { method: 'POST', body: form }));

  const { open, files } = openEntries(dataDir);
  expect(open).toEqual([]);
  // PGlite's cluster, the lock, the secrets and the archive: all of them checked above.
  expect(files).toBeGreaterThan(100);
  expect(readdirSync(join(dataDir, 'mailboxes')).some((f) => f.endsWith('.mbox') && f !== 'old.mbox')).toBe(
    true,
  );
}, 120_000);
