/**
 * `npm run fake-llm`: the fake OpenAI-compatible server on http://127.0.0.1:4020/v1 (PORT to
 * change it; FAKE_LLM_MODE = good, invent, timeout, rate_limit or server_error; FAKE_LLM_RETRY_AFTER
 * = the rate_limit answer's Retry-After, default 20), so the LLM
 * engine can be tried without a model. It prints the settings that point Rapport at it.
 */
import { FAKE_LLM_MODES, type FakeLlmMode, startFakeLlm } from './fakeLlm';

async function main() {
  const port = Number(process.env.PORT ?? 4020);
  const mode = (process.env.FAKE_LLM_MODE ?? 'good') as FakeLlmMode;
  if (!FAKE_LLM_MODES.includes(mode))
    throw new Error(`FAKE_LLM_MODE must be one of ${FAKE_LLM_MODES.join(', ')}, not ${mode}`);
  const retryAfter = process.env.FAKE_LLM_RETRY_AFTER;
  const fake = await startFakeLlm({ port, mode, chunkDelayMs: 40, ...(retryAfter ? { retryAfter } : {}) });
  const env = Object.entries(fake.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' \\\n  ');
  console.log(`[fake-llm] an OpenAI-compatible server at ${fake.url} (mode: ${mode})`);
  console.log(`[fake-llm] start Rapport against it, in another terminal:\n\n  ${env} \\\n  npm start\n`);
  console.log('[fake-llm] press Ctrl+C here to stop.');
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(`[fake-llm] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
