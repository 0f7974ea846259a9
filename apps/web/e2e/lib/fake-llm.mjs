/**
 * The server's fake OpenAI-compatible model (`npm run fake-llm`, apps/server/src/assistant/llm),
 * run from its TypeScript source on a free port. Returns the LLM_* settings that point a server at it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './constants.mjs';
import { freePort } from './server.mjs';

const READY_TIMEOUT_MS = 30_000;

export async function startFakeLlm({ mode = 'good' } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/assistant/llm/fakeLlmMain.ts'], {
    cwd: join(REPO_ROOT, 'apps/server'),
    env: { ...process.env, PORT: String(port), FAKE_LLM_MODE: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}/v1`;
  const close = async () => {
    if (child.exitCode !== null) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await done;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the fake LLM exited before it was ready:\n${output}`);
    try {
      if ((await fetch(`${url}/models`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the fake LLM was not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { env: { LLM_BASE_URL: url, LLM_MODEL: 'fake-llm' }, close };
}
