/**
 * A Microsoft 365 sync killed with `kill -9` mid-way resumes at its checkpoint (the folders' delta
 * page links, committed with each batch) when the server starts again on the same data folder:
 * every message of the mailbox arrives exactly once (issue 27). Against the in-repo fake
 * Microsoft, with a delay on every Graph call so the kill lands mid-sync.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoMessages } from '../src/mailbox/demo.js';
import { type FakeMicrosoft, startFakeMicrosoft } from '../src/mailbox/microsoft/fakeMicrosoft.js';
import { crashMidSyncAndResume, expectEveryMessageOnce } from './midSyncCrash.js';
import { json } from './serverProcess.js';

const MESSAGES = 1000;
const OWNER = 'kim.crash@contoso.example';

let microsoft: FakeMicrosoft;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft({ address: OWNER, latencyMs: 10 });
  const now = Date.now();
  for (const [i, raw] of demoMessages(MESSAGES, { owner: { address: OWNER, name: 'Kim Crash' } }).entries())
    microsoft.state.addMessage(raw, {
      receivedAt: now - (MESSAGES - i) * 60_000,
      folder: i % 4 === 3 ? 'sentitems' : i % 4 === 2 ? 'archive' : 'inbox',
    });
});
afterAll(() => microsoft?.close());

it('resumes a Microsoft sync killed mid-way: every message once, none lost', async () => {
  const crash = await crashMidSyncAndResume({
    env: microsoft.env,
    killAfter: 300,
    async connect(api) {
      // The browser's part of the OAuth hand-off: the consent page redirects back with a code.
      const { url } = await json<{ url: string }>(await api('/auth/microsoft/login'));
      const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string);
      const started = await json<{ mailbox: { id: string } }>(
        await api('/auth/microsoft/callback', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            code: back.searchParams.get('code'),
            state: back.searchParams.get('state'),
          }),
        }),
      );
      return started.mailbox.id;
    },
  });
  expectEveryMessageOnce(crash, MESSAGES, 'providerMessageId');
  expect(new Set(crash.stored.map((e) => e.providerMessageId))).toEqual(
    new Set(microsoft.state.messages.keys()),
  );
}, 120_000);
