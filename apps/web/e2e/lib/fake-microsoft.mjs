/**
 * The in-repo fake Microsoft (apps/server/src/mailbox/microsoft/fakeMicrosoft.ts, what `npm run
 * fake-microsoft` runs: sign-in approved at once, the token endpoint, Graph's mail folders, delta
 * rounds, `$value` sources and contacts, with a demo mailbox), started as a child process.
 * Nothing leaves the machine.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './constants.mjs';

/** The mailbox the fake Microsoft holds, and how many demo messages are in it (plus the fact email). */
export const FAKE_MICROSOFT_ADDRESS = 'e2e-owner@contoso.example';
export const FAKE_MICROSOFT_MESSAGES = 60;

export async function startFakeMicrosoft() {
  const serverDir = join(REPO_ROOT, 'apps/server');
  const child = spawn(
    process.execPath,
    ['--conditions=@rapport/source', '--import', 'tsx', 'src/mailbox/microsoft/fakeMicrosoftMain.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        FAKE_MICROSOFT_ADDRESS,
        FAKE_MICROSOFT_MESSAGES: String(FAKE_MICROSOFT_MESSAGES),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const { env, messages } = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fake Microsoft did not start:\n${out}`)), 60_000);
    const read = (chunk) => {
      out += chunk.toString();
      const total = /Graph at http:\/\/127\.0\.0\.1:\d+ \((\d+) messages/.exec(out)?.[1];
      const found = Object.fromEntries(
        [...out.matchAll(/^\s*(MICROSOFT_[A-Z_]+)=(\S+)/gm)].map((m) => [m[1], m[2]]),
      );
      if (total && found.MICROSOFT_GRAPH_URL) {
        clearTimeout(timer);
        resolve({ env: found, messages: Number(total) });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake Microsoft exited (${code}):\n${out}`));
    });
  });
  return {
    env,
    /** Every message the fake holds, the left-out folders' three included. */
    messages,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
