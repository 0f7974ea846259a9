/**
 * IMAP first sync against a real dovecot (scripts/with-dovecot.sh, as the IMAP tests start it):
 * N demo messages APPENDed to a fresh account (not timed), the mailbox connected through
 * POST /api/mailboxes/imap, and the first sync timed from the connect to EMAIL_SYNC_COMPLETE:
 * msgs/s and peak RSS.
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { buildApp } from '../src/app.js';
import { demoMessages } from '../src/mailbox/demo.js';
import { connectRequest, seedClient, startImapTestServer } from '../src/mailbox/imap/testServer.js';
import { nextSyncEnd, rssSampler } from './measure.js';

const DOVECOT = '/usr/sbin/dovecot';
/** APPENDs in flight at once while seeding (imapflow queues them on one connection). */
const SEED_IN_FLIGHT = 32;

/** Why the IMAP bench cannot run here, or null when it can. */
export function imapBenchUnavailable(): string | null {
  if (process.env.IMAP_TEST_HOST) return null;
  return existsSync(DOVECOT) ? null : `${DOVECOT} is missing (apt-get install dovecot-imapd openssl)`;
}

export async function imapSync(
  app: Awaited<ReturnType<typeof buildApp>>,
  base: string,
  auth: Record<string, string>,
  userId: string,
  messages: number,
): Promise<string> {
  const imap = await startImapTestServer();
  try {
    const account = imap.scratchUser();
    const seed = await seedClient(imap, account);
    const seedStarted = performance.now();
    try {
      const raws = demoMessages(messages, { owner: { address: account.user, name: 'Bench Owner' } });
      for (let i = 0; i < raws.length; i += SEED_IN_FLIGHT)
        await Promise.all(
          raws.slice(i, i + SEED_IN_FLIGHT).map((raw) => seed.append('INBOX', raw, ['\\Seen'])),
        );
    } finally {
      await seed.logout().catch(() => {});
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const rss = rssSampler();
    const done = nextSyncEnd(app, userId);
    const started = performance.now();
    const res = await fetch(`${base}/mailboxes/imap`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(connectRequest(imap, account)),
    });
    if (res.status !== 201) throw new Error(`connect: ${res.status} ${await res.text()}`);
    const end = await done;
    const seconds = (performance.now() - started) / 1000;
    rss.stop();
    return (
      `IMAP first sync against dovecot (${messages} demo messages, seeded by APPEND in ${seedSeconds.toFixed(1)} s, not timed): ` +
      `${end.type} in ${seconds.toFixed(1)} s = ${Math.round(messages / seconds)} msgs/s; peak RSS ${rss.peakMb()} MB; ` +
      JSON.stringify(end.data)
    );
  } finally {
    await imap.stop();
  }
}
