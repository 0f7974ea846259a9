/**
 * Gmail sync through the fake Google with Gmail's real per-user quota (15,000 units a minute)
 * and 50 ms latency per call: messages a minute, the quota kept (429s seen), and peak RSS.
 */
import { performance } from 'node:perf_hooks';
import { demoMessages } from '../src/mailbox/demo.js';
import { startFakeGoogle } from '../src/mailbox/gmail/fakeGoogle.js';
import { createGmailProvider } from '../src/mailbox/gmail/provider.js';
import { rssSampler } from './measure.js';

export async function gmailSync(messages: number): Promise<string> {
  const fake = await startFakeGoogle({ unitsPerMinute: 15_000, latencyMs: 50 });
  try {
    const now = Date.now();
    for (const [i, raw] of demoMessages(messages).entries())
      fake.state.addMessage(raw, { internalDate: now - (messages - i) * 60_000 });
    const code = fake.state.issueCode();
    const tokens = (await (
      await fetch(fake.env.GOOGLE_TOKEN_URL as string, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'authorization_code', code }),
      })
    ).json()) as { access_token: string; refresh_token: string };
    const provider = createGmailProvider({
      tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresAt: null },
      clientId: 'id',
      clientSecret: 'secret',
      tokenUrl: fake.env.GOOGLE_TOKEN_URL as string,
      gmailApiUrl: fake.url,
      peopleApiUrl: fake.url,
      initialDays: 365,
      maxMessages: 20_000,
    });
    const rss = rssSampler(50);
    const started = performance.now();
    let fetched = 0;
    for await (const batch of provider.sync(null)) fetched += batch.messages.length;
    const minutes = (performance.now() - started) / 60_000;
    rss.stop();
    const limited = fake.state.requests.filter((r) => r.status === 429).length;
    const perMinute = new Map<number, number>();
    for (const u of fake.state.unitsLog)
      perMinute.set(Math.floor(u.at / 60_000), (perMinute.get(Math.floor(u.at / 60_000)) ?? 0) + u.units);
    return (
      `Gmail sync through the fake (quota 15,000 units/min, 50 ms a call): ${fetched} messages in ${(minutes * 60).toFixed(1)} s = ` +
      `${Math.round(fetched / minutes)} msgs/min; ${limited} answers 429; most units in one minute ${Math.max(...perMinute.values())}; ` +
      `peak RSS ${rss.peakMb()} MB`
    );
  } finally {
    await fake.close();
  }
}
