/**
 * Gmail behind the provider interface. The first sync goes newest first (messages.list over
 * the last GMAIL_INITIAL_DAYS, at most GMAIL_MAX_MESSAGES), one list page per batch, so the
 * newest mail is stored and searchable within seconds while older mail backfills; then, and on
 * every later sync, history.list from the stored historyId. A history Gmail no longer has (404)
 * means a full resync, which adds no duplicate (storage is unique per provider id).
 */

import { realClock, type SleepingClock } from '../../lib/clock.js';
import { emailKey } from '../../lib/email';
import type { MailboxProvider, MessageBatch, ProviderContact, RawMessage, SyncOptions } from '../types';
import { createGmailClient, type GmailClientOptions, GmailNotFound } from './client';

export type GmailCheckpoint =
  | {
      phase: 'initial';
      historyId: string;
      /** The first sync's search starts here (epoch s): a page token belongs to its search. */
      after: number;
      pageToken: string | null;
      fetched: number;
    }
  | { phase: 'incremental'; historyId: string };

export interface GmailProviderOptions extends Omit<GmailClientOptions, 'signal'> {
  initialDays: number;
  maxMessages: number;
  /** Messages fetched at once (default 8). */
  concurrency?: number;
  /** Messages per list page and batch (default 100). */
  pageSize?: number;
}

const isGmailCheckpoint = (c: unknown): c is GmailCheckpoint =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as { historyId?: unknown }).historyId === 'string' &&
  ((c as { phase?: string }).phase === 'incremental' ||
    ((c as { phase?: string }).phase === 'initial' && typeof (c as { after?: unknown }).after === 'number'));

/** Runs `work` over `items` with at most `limit` at a time, results in order. */
export async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Gmail's labels of mail that is never imported (mailbox/leftOut.ts): its history reports moves into them. */
const OUT_OF_MAIL = new Set(['SPAM', 'TRASH']);

export function createGmailProvider(options: GmailProviderOptions): MailboxProvider<GmailCheckpoint> {
  const clock: SleepingClock = options.clock ?? realClock;
  const concurrency = options.concurrency ?? 8;
  const pageSize = options.pageSize ?? 100;
  let signal: AbortSignal | undefined;
  const client = createGmailClient({
    ...options,
    get signal() {
      return signal;
    },
  } as GmailClientOptions);

  /** The messages of `ids` as raw messages; one deleted since it was listed is left out. */
  async function fetchAll(ids: { id: string; threadId?: string }[]): Promise<RawMessage[]> {
    const got = await mapLimit(ids, concurrency, async ({ id }) => {
      try {
        const m = await client.message(id);
        return {
          providerId: m.id,
          providerThreadId: m.threadId,
          labels: m.labelIds ?? [],
          raw: Buffer.from(m.raw, 'base64url'),
          ...(m.internalDate ? { receivedAt: new Date(Number(m.internalDate)) } : {}),
        } satisfies RawMessage;
      } catch (e) {
        if (e instanceof GmailNotFound) return null;
        throw e;
      }
    });
    return got.filter((m): m is NonNullable<typeof m> => m !== null);
  }

  async function* initial(start: Extract<GmailCheckpoint, { phase: 'initial' }>) {
    const { after } = start;
    let { pageToken, fetched } = start;
    for (;;) {
      const room = options.maxMessages - fetched;
      if (room <= 0) break;
      const page = await client.list({
        // Spam and trash are left out by messages.list unless asked for; drafts by the query (issue 23).
        q: `after:${after} -in:drafts`,
        maxResults: Math.min(pageSize, room),
        ...(pageToken ? { pageToken } : {}),
      });
      const ids = page.messages ?? [];
      const messages = await fetchAll(ids);
      fetched += ids.length;
      pageToken = page.nextPageToken && fetched < options.maxMessages ? page.nextPageToken : null;
      const total = Math.max(fetched, Math.min(page.resultSizeEstimate ?? fetched, options.maxMessages));
      const batch: MessageBatch<GmailCheckpoint> = {
        messages,
        checkpoint: pageToken
          ? { phase: 'initial', historyId: start.historyId, after, pageToken, fetched }
          : { phase: 'incremental', historyId: start.historyId },
        processed: fetched,
        total,
        phase: fetched <= pageSize ? 'Fetching recent mail' : 'Backfilling older mail',
      };
      yield batch;
      if (!pageToken) return;
    }
    yield {
      messages: [],
      checkpoint: { phase: 'incremental', historyId: start.historyId },
      processed: fetched,
      total: fetched,
      phase: 'Backfilling older mail',
    } satisfies MessageBatch<GmailCheckpoint>;
  }

  /** Changes since `historyId`, one history page per batch; null when Gmail no longer has it. */
  async function* incremental(historyId: string, processedBefore: number) {
    let processed = processedBefore;
    let pageToken: string | undefined;
    for (;;) {
      let page: Awaited<ReturnType<typeof client.history>>;
      try {
        page = await client.history(historyId, pageToken);
      } catch (e) {
        if (e instanceof GmailNotFound) return 'expired' as const;
        throw e;
      }
      const added = new Map<string, { id: string; threadId: string }>();
      const removed = new Set<string>();
      for (const h of page.history ?? []) {
        for (const a of h.messagesAdded ?? []) added.set(a.message.id, a.message);
        for (const d of h.messagesDeleted ?? []) {
          added.delete(d.message.id);
          removed.add(d.message.id);
        }
        // Moved to spam or trash: gone like a deletion. Taken out of them: fetched again.
        for (const l of h.labelsAdded ?? [])
          if (l.labelIds.some((id) => OUT_OF_MAIL.has(id))) {
            added.delete(l.message.id);
            removed.add(l.message.id);
          }
        for (const l of h.labelsRemoved ?? [])
          if (
            l.labelIds.some((id) => OUT_OF_MAIL.has(id)) &&
            !(l.message.labelIds ?? []).some((id) => OUT_OF_MAIL.has(id))
          ) {
            removed.delete(l.message.id);
            added.set(l.message.id, l.message);
          }
      }
      const messages = await fetchAll([...added.values()]);
      processed += messages.length;
      pageToken = page.nextPageToken;
      // Resume after the last change of this page; after the last page, from Gmail's newest.
      const last = page.history?.at(-1)?.id;
      const next = pageToken ? (last ?? historyId) : page.historyId;
      yield {
        messages,
        checkpoint: { phase: 'incremental', historyId: next },
        processed,
        total: processed,
        phase: 'Fetching new mail',
        ...(removed.size > 0 ? { removed: [...removed] } : {}),
      } satisfies MessageBatch<GmailCheckpoint>;
      historyId = next;
      if (!pageToken) return 'done' as const;
    }
  }

  async function* sync(
    checkpoint: GmailCheckpoint | null,
    syncOptions: SyncOptions = {},
  ): AsyncGenerator<MessageBatch<GmailCheckpoint>> {
    signal = syncOptions.signal;
    let start = isGmailCheckpoint(checkpoint) ? checkpoint : null;
    for (let resyncs = 0; resyncs < 2; resyncs++) {
      if (!start) {
        const profile = await client.profile();
        start = {
          phase: 'initial',
          historyId: profile.historyId,
          after: Math.floor((clock.now() - options.initialDays * 86_400_000) / 1000),
          pageToken: null,
          fetched: 0,
        };
      }
      let processed = 0;
      if (start.phase === 'initial') {
        for await (const batch of initial(start)) {
          processed = batch.processed;
          yield batch;
        }
        start = { phase: 'incremental', historyId: start.historyId };
      }
      // Mail that arrived during the backfill, and everything since the last sync.
      const outcome = yield* incremental(start.historyId, processed);
      if (outcome === 'done') return;
      // Gmail keeps history for about a week: start over, newest first (no duplicates).
      start = null;
    }
  }

  return {
    kind: 'gmail',
    async verify() {
      const profile = await client.profile();
      return { address: emailKey(profile.emailAddress) };
    },
    sync,
    async *listContacts(syncOptions: SyncOptions = {}): AsyncGenerator<ProviderContact[]> {
      signal = syncOptions.signal;
      // otherContacts refuses `organizations` in its readMask (400), as Google documents.
      for (const [path, key, mask, fields] of [
        [
          '/v1/people/me/connections',
          'connections',
          'personFields',
          'names,emailAddresses,organizations,phoneNumbers',
        ],
        ['/v1/otherContacts', 'otherContacts', 'readMask', 'names,emailAddresses,phoneNumbers'],
      ] as const) {
        let pageToken: string | undefined;
        do {
          const page = await client.people<Record<string, PersonJson[] | string | undefined>>(path, {
            [mask]: fields,
            pageSize: '1000',
            pageToken,
          });
          const people = (page[key] as PersonJson[] | undefined) ?? [];
          yield people.flatMap(toContacts);
          pageToken = page.nextPageToken as string | undefined;
        } while (pageToken);
      }
    },
    async disconnect() {
      await client.revoke();
    },
  };
}

interface PersonJson {
  names?: { displayName?: string; givenName?: string; familyName?: string }[];
  emailAddresses?: { value?: string }[];
  organizations?: { name?: string; title?: string }[];
  phoneNumbers?: { value?: string }[];
}

/** One contact per email address of a person (the identity is the email). */
function toContacts(p: PersonJson): ProviderContact[] {
  const name = p.names?.[0];
  const org = p.organizations?.[0];
  return (p.emailAddresses ?? []).flatMap((e) =>
    e.value
      ? [
          {
            email: emailKey(e.value),
            fullName: name?.displayName ?? null,
            firstName: name?.givenName ?? null,
            lastName: name?.familyName ?? null,
            company: org?.name ?? null,
            title: org?.title ?? null,
            phone: p.phoneNumbers?.[0]?.value ?? null,
          },
        ]
      : [],
  );
}
