/**
 * A Gmail sync killed with `kill -9` mid-way resumes at its checkpoint when the server starts again
 * on the same data folder: every message of the mailbox arrives exactly once (issue 11, issue 12).
 * Against the in-repo fake Google, with a delay on every call so the kill lands mid-sync.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoMessages } from '../src/mailbox/demo.js';
import { type FakeGoogle, startFakeGoogle } from '../src/mailbox/gmail/fakeGoogle.js';
import { crashMidSyncAndResume, expectEveryMessageOnce } from './midSyncCrash.js';
import { json } from './serverProcess.js';

const MESSAGES = 1000;
const OWNER = 'kim.crash@gmail.example';

let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle({ address: OWNER, latencyMs: 10 });
  const now = Date.now();
  for (const [i, raw] of demoMessages(MESSAGES, { owner: { address: OWNER, name: 'Kim Crash' } }).entries())
    google.state.addMessage(raw, { internalDate: now - (MESSAGES - i) * 60_000 });
});
afterAll(() => google?.close());

it('resumes a Gmail sync killed mid-way: every message once, none lost', async () => {
  const crash = await crashMidSyncAndResume({
    env: google.env,
    killAfter: 300,
    async connect(api) {
      // The browser's part of the OAuth hand-off: the consent page redirects back with a code.
      const { url } = await json<{ url: string }>(await api('/auth/google/login'));
      const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string);
      await json(
        await api('/auth/google/callback', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            code: back.searchParams.get('code'),
            state: back.searchParams.get('state'),
          }),
        }),
      );
      const { items } = await json<{ items: { id: string; kind: string }[] }>(await api('/mailboxes'));
      return items.find((m) => m.kind === 'gmail')?.id as string;
    },
  });
  expectEveryMessageOnce(crash, MESSAGES, 'providerMessageId');
  expect(new Set(crash.stored.map((e) => e.providerMessageId))).toEqual(
    new Set(google.state.messages.keys()),
  );
}, 120_000);
