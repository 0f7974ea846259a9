/**
 * The in-repo fake Google (apps/server/src/mailbox/gmail/fakeGoogle.ts, what `npm run
 * fake-google` runs: OAuth consent approved at once, the token endpoint, Gmail and People APIs
 * with a demo mailbox), started as a child process, behind a small recording proxy so the tests
 * can see what the server traded at the token endpoint. Nothing leaves the machine.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { REPO_ROOT } from './constants.mjs';

/** The mailbox the fake Google holds, and how many demo messages are in it. */
export const FAKE_GMAIL_ADDRESS = 'e2e-owner@gmail.example';
export const FAKE_GMAIL_MESSAGES = 60;

function startChild() {
  const serverDir = join(REPO_ROOT, 'apps/server');
  const child = spawn(
    process.execPath,
    ['--conditions=@rapport/source', '--import', 'tsx', 'src/mailbox/gmail/fakeGoogleMain.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        FAKE_GMAIL_ADDRESS,
        FAKE_GMAIL_MESSAGES: String(FAKE_GMAIL_MESSAGES),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fake Google did not start:\n${out}`)), 60_000);
    const read = (chunk) => {
      out += chunk.toString();
      const url = /APIs at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      const env = Object.fromEntries(
        [...out.matchAll(/^\s*(GOOGLE_[A-Z_]+)=(\S+)/gm)].map((m) => [m[1], m[2]]),
      );
      if (url && env.GOOGLE_PEOPLE_API_URL) {
        clearTimeout(timer);
        resolve({ child, url, env });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake Google exited (${code}):\n${out}`));
    });
  });
}

export async function startFakeGoogle() {
  const fake = await startChild();
  const exchanged = [];
  const proxy = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url.startsWith('/token'))
        exchanged.push(Object.fromEntries(new URLSearchParams(body.toString())));
      try {
        const headers = { ...req.headers };
        delete headers.host;
        const answer = await fetch(`${fake.url}${req.url}`, {
          method: req.method,
          headers,
          body: body.length ? body : undefined,
          redirect: 'manual',
        });
        const out = Buffer.from(await answer.arrayBuffer());
        const keep = {};
        for (const [k, v] of answer.headers)
          if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(k)) keep[k] = v;
        res.writeHead(answer.status, keep).end(out);
      } catch (e) {
        res.writeHead(502).end(String(e));
      }
    });
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${proxy.address().port}`;
  const env = Object.fromEntries(Object.entries(fake.env).map(([k, v]) => [k, v.replace(fake.url, base)]));
  return {
    exchanged,
    env,
    close: async () => {
      await new Promise((resolve) => proxy.close(resolve));
      const exited = new Promise((resolve) => fake.child.once('exit', resolve));
      fake.child.kill('SIGTERM');
      await exited;
    },
  };
}
