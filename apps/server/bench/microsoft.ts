/**
 * Microsoft 365 first sync through the fake Microsoft at Graph's documented Outlook limits per
 * mailbox (4 requests at once, 10,000 in 10 minutes: 429 with Retry-After past either) and 50 ms
 * latency per call (issue 27's target: at least 2,000 msgs/min, no 429 answered twice in a row,
 * peak RSS under 300 MB): messages a minute, 429s, the longest run of 429s one after another,
 * the most requests at once, and peak RSS.
 */
import { performance } from 'node:perf_hooks';
import { demoMessages } from '../src/mailbox/demo.js';
import { startFakeMicrosoft } from '../src/mailbox/microsoft/fakeMicrosoft.js';
import { createMicrosoftProvider } from '../src/mailbox/microsoft/provider.js';
import { rssSampler } from './measure.js';

export async function microsoftSync(messages: number): Promise<string> {
  const fake = await startFakeMicrosoft({
    concurrent: 4,
    perWindow: 10_000,
    windowMs: 600_000,
    latencyMs: 50,
  });
  try {
    const now = Date.now();
    for (const [i, raw] of demoMessages(messages).entries())
      fake.state.addMessage(raw, {
        receivedAt: now - (messages - i) * 60_000,
        folder: i % 5 === 4 ? 'sentitems' : i % 9 === 7 ? 'archive' : 'inbox',
      });
    const tokens = fake.state.issueTokens();
    const provider = createMicrosoftProvider({
      tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresAt: null },
      clientId: 'id',
      clientSecret: 'secret',
      tokenUrl: `${fake.url}/common/oauth2/v2.0/token`,
      graphUrl: fake.url,
    });
    const rss = rssSampler(50);
    const started = performance.now();
    let fetched = 0;
    for await (const batch of provider.sync(null)) fetched += batch.messages.length;
    const minutes = (performance.now() - started) / 60_000;
    rss.stop();
    const limited = fake.state.requests.filter((r) => r.status === 429).length;
    return (
      `Microsoft 365 sync through the fake (Graph's limits: 4 at once, 10,000 a 10 min; 50 ms a call): ${fetched} messages in ` +
      `${(minutes * 60).toFixed(1)} s = ${Math.round(fetched / minutes)} msgs/min; ${fake.state.requests.length} requests, ` +
      `${limited} answered 429, longest run of 429s in a row ${fake.state.longest429Run()}; ` +
      `most requests at once ${fake.state.maxInFlight}; peak RSS ${rss.peakMb()} MB`
    );
  } finally {
    await fake.close();
  }
}
