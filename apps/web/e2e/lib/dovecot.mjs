/**
 * A throw-away dovecot for the IMAP tests (scripts/with-dovecot.sh, as the server's IMAP tests
 * use it): with IMAP_TEST_HOST set that server is used; otherwise the script runs around a small
 * Node process that prints the IMAP_TEST_* variables and waits for its stdin to close.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { REPO_ROOT } from './constants.mjs';

const PRINT_ENV_AND_WAIT = `
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('IMAP_TEST_')));
process.stdout.write(JSON.stringify(env) + '\\n');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

function fromEnv(env, stop) {
  return {
    host: env.IMAP_TEST_HOST,
    port: Number(env.IMAP_TEST_PORT),
    /** A fresh, empty account (any name in the scratch domain logs in with the scratch password). */
    scratchUser: () => ({
      user: `e2e-${randomUUID().slice(0, 8)}@${env.IMAP_TEST_SCRATCH_DOMAIN}`,
      password: env.IMAP_TEST_SCRATCH_PASSWORD,
    }),
    stop,
  };
}

export async function startDovecot() {
  if (process.env.IMAP_TEST_HOST) return fromEnv(process.env, async () => {});
  const child = spawn(
    'bash',
    [join(REPO_ROOT, 'scripts/with-dovecot.sh'), process.execPath, '-e', PRINT_ENV_AND_WAIT],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const env = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`dovecot did not start in time:\n${stderr}`)), 20_000);
    child.stdout.on('data', (d) => {
      out += d.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(JSON.parse(out.split('\n')[0]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/with-dovecot.sh exited (${code}) before dovecot was ready:\n${stderr}`));
    });
  });
  return fromEnv(env, async () => {
    child.stdin.end();
    await exited;
  });
}
