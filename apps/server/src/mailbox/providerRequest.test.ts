import { describe, expect, it } from 'vitest';
import { virtualClock } from '../lib/clock.js';
import { createGmailClient } from './gmail/client.js';
import { createMicrosoftClient } from './microsoft/client.js';

/** A network that never answers: every call fails as an unreachable host does. */
const unreachable = (calls: string[]) =>
  (async (url: string | URL | Request) => {
    calls.push(String(url));
    throw new TypeError('fetch failed');
  }) as typeof fetch;

const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: null };
const oauth = { tokenUrl: 'http://127.0.0.1:9/token', clientId: 'c', clientSecret: 's' };

type Options = typeof oauth & {
  tokens: typeof tokens;
  fetch: typeof fetch;
  clock: ReturnType<typeof virtualClock>;
  signal?: AbortSignal;
};

describe('the request loop Gmail and Microsoft share', () => {
  // The providers hand the client their sync's signal after making it (a getter on the options):
  // a stop must reach a loop waiting out an unreachable host, or the server's shutdown waits ~60 s.
  it.each([
    [
      'Gmail',
      (o: Options) =>
        createGmailClient(Object.assign(o, { gmailApiUrl: 'http://g', peopleApiUrl: 'http://p' })).profile,
    ],
    ['Microsoft', (o: Options) => createMicrosoftClient(Object.assign(o, { graphUrl: 'http://graph' })).me],
  ])('%s: a signal set after the client was made stops it at the next attempt', async (_name, make) => {
    const calls: string[] = [];
    let signal: AbortSignal | undefined;
    // As the providers do: the options read the sync's signal through a getter.
    const options = Object.defineProperty(
      { ...oauth, tokens, fetch: unreachable(calls), clock: virtualClock() },
      'signal',
      { get: () => signal, enumerable: false },
    ) as Options;
    const call = make(options);
    const stop = new AbortController();
    signal = stop.signal;
    stop.abort();
    await expect(call()).rejects.toThrow(/The sync was stopped/);
    expect(calls).toHaveLength(0);
  });

  it('without a stop, gives up after its attempts with the provider named', async () => {
    const calls: string[] = [];
    const client = createGmailClient({
      ...oauth,
      tokens,
      fetch: unreachable(calls),
      clock: virtualClock(),
      gmailApiUrl: 'http://g',
      peopleApiUrl: 'http://p',
      maxAttempts: 3,
    });
    await expect(client.profile()).rejects.toThrow(/Gmail could not be reached/);
    expect(calls).toHaveLength(3);
  });
});
