/**
 * Microsoft 365 and Outlook.com behind the provider interface (issue 27), over Microsoft Graph.
 * Each synced folder (Inbox, Sent Items, Archive; never Junk Email, Deleted Items or Drafts:
 * mailbox/leftOut.ts) is followed by a delta query: the first round lists the folder newest first,
 * one page per batch, and ends with a delta link; every later sync asks that link what changed.
 * The checkpoint holds, per folder, the page link of the round under way or the last delta link,
 * and is committed with its batch, so a sync killed mid-way goes on from the page after the last
 * committed one. Each message's MIME source (`$value`) goes through the shared parser.
 * An expired delta link (410 `syncStateNotFound`) lists the folder afresh; storage is unique per
 * provider id, so that adds no duplicate.
 */
import { emailKey } from '../../lib/email.js';
import { mapLimit } from '../gmail/provider.js';
import {
  MailboxError,
  type MailboxProvider,
  type MessageBatch,
  type ProviderContact,
  type RawMessage,
  type SyncOptions,
} from '../types.js';
import {
  createMicrosoftClient,
  GraphNotFound,
  GraphSyncStateGone,
  type MicrosoftClientOptions,
} from './client.js';

/** Graph's well-known names of the folders synced, in order, and the label their mail carries. */
export const SYNCED_FOLDERS = [
  { key: 'inbox', label: 'Inbox' },
  // `Sent` is the label mailbox/owner.ts reads the owner's aliases from.
  { key: 'sentitems', label: 'Sent' },
  { key: 'archive', label: 'Archive' },
] as const;
type FolderKey = (typeof SYNCED_FOLDERS)[number]['key'];

export interface FolderCheckpoint {
  key: FolderKey;
  id: string;
  /** The next page of the round under way; null between rounds. */
  nextLink: string | null;
  /** The link of the last finished round, asked for what changed since; null before the first. */
  deltaLink: string | null;
}

export interface MicrosoftCheckpoint {
  v: 1;
  folders: FolderCheckpoint[];
  /** Messages fetched by the first sync so far, and the folders' size when it started. */
  fetched: number;
  total: number;
}

export interface MicrosoftProviderOptions extends Omit<MicrosoftClientOptions, 'signal'> {
  /** Messages per delta page and batch (default 100). */
  pageSize?: number;
  /** Messages fetched at once (default 4: Graph's concurrent requests per mailbox). */
  concurrency?: number;
}

interface DeltaMessage {
  id: string;
  receivedDateTime?: string;
  conversationId?: string;
  isDraft?: boolean;
  '@removed'?: { reason?: string };
}

const isCheckpoint = (c: unknown): c is MicrosoftCheckpoint =>
  typeof c === 'object' &&
  c !== null &&
  (c as { v?: unknown }).v === 1 &&
  Array.isArray((c as { folders?: unknown }).folders);

const MAX_RESYNCS_PER_FOLDER = 2;

export function createMicrosoftProvider(
  options: MicrosoftProviderOptions,
): MailboxProvider<MicrosoftCheckpoint> {
  const pageSize = options.pageSize ?? 100;
  const concurrency = options.concurrency ?? 4;
  let signal: AbortSignal | undefined;
  const client = createMicrosoftClient({
    ...options,
    get signal() {
      return signal;
    },
  } as MicrosoftClientOptions);

  const firstRound = (folderId: string) =>
    client.graph(`/mailFolders/${encodeURIComponent(folderId)}/messages/delta`, {
      $select: 'id,receivedDateTime,conversationId,isDraft',
      // The one order a message delta takes: the newest mail is stored first.
      $orderby: 'receivedDateTime desc',
    });

  /** The synced folders the mailbox has (an Outlook.com account may have no Archive yet). */
  async function resolveFolders(
    known: FolderCheckpoint[],
  ): Promise<{ folders: FolderCheckpoint[]; size: number }> {
    const folders: FolderCheckpoint[] = [];
    let size = 0;
    for (const { key } of SYNCED_FOLDERS) {
      const had = known.find((f) => f.key === key);
      if (had) {
        folders.push(had);
        continue;
      }
      const folder = await client.folder(key);
      if (!folder) continue;
      folders.push({ key, id: folder.id, nextLink: null, deltaLink: null });
      size += folder.totalItemCount ?? 0;
    }
    return { folders, size };
  }

  /** The MIME sources of `items`; one deleted since it was listed is left out. */
  async function fetchAll(items: DeltaMessage[], label: string): Promise<RawMessage[]> {
    const got = await mapLimit(items, concurrency, async (m) => {
      try {
        const raw = await client.mime(m.id);
        return {
          providerId: m.id,
          ...(m.conversationId ? { providerThreadId: m.conversationId } : {}),
          // A draft saved outside the Drafts folder is still unsent (mailbox/leftOut.ts).
          labels: m.isDraft ? [label, 'Draft'] : [label],
          raw,
          ...(m.receivedDateTime ? { receivedAt: new Date(m.receivedDateTime) } : {}),
        } satisfies RawMessage;
      } catch (e) {
        if (e instanceof GraphNotFound) return null;
        throw e;
      }
    });
    return got.filter((m): m is NonNullable<typeof m> => m !== null);
  }

  /**
   * Ids the delta reported `@removed` that are really gone from the synced folders: deleted, or
   * moved to Junk Email, Deleted Items, Drafts or a folder not synced. A move between synced
   * folders (Inbox to Archive) keeps its one copy: immutable ids survive the move.
   */
  async function reallyRemoved(ids: string[], synced: Set<string>): Promise<string[]> {
    const where = await mapLimit(ids, concurrency, (id) => client.parentFolderOf(id));
    return ids.filter((_, i) => {
      const folder = where[i];
      return folder === null || folder === undefined || !synced.has(folder);
    });
  }

  async function* sync(
    checkpoint: MicrosoftCheckpoint | null,
    syncOptions: SyncOptions = {},
  ): AsyncGenerator<MessageBatch<MicrosoftCheckpoint>> {
    signal = syncOptions.signal;
    const start = isCheckpoint(checkpoint) ? checkpoint : null;
    const resolved = await resolveFolders(start?.folders ?? []);
    // A first sync killed mid-way counts on from where it was; after it, a folder that appeared
    // since (an Archive made later) is listed afresh and counted on its own.
    const resuming = start?.folders.some((f) => f.deltaLink === null) ?? false;
    const state: MicrosoftCheckpoint = {
      v: 1,
      folders: resolved.folders,
      fetched: resuming ? (start?.fetched ?? 0) : 0,
      total: (resuming ? (start?.total ?? 0) : 0) + resolved.size,
    };
    const firstSync = state.folders.some((f) => f.deltaLink === null);
    const synced = new Set(state.folders.map((f) => f.id));
    let processed = firstSync ? state.fetched : 0;
    let batches = 0;

    for (let i = 0; i < state.folders.length; i++) {
      const label = SYNCED_FOLDERS.find((f) => f.key === state.folders[i]?.key)?.label ?? 'Inbox';
      let resyncs = 0;
      for (;;) {
        const folder = state.folders[i] as FolderCheckpoint;
        const url = folder.nextLink ?? folder.deltaLink ?? firstRound(folder.id);
        const inFirstRound = folder.deltaLink === null;
        let page: Awaited<ReturnType<typeof client.page<DeltaMessage>>>;
        try {
          page = await client.page<DeltaMessage>(url, pageSize);
        } catch (e) {
          if (!(e instanceof GraphSyncStateGone) || resyncs >= MAX_RESYNCS_PER_FOLDER) throw e;
          // The delta link expired: list the folder afresh (what is stored already is not added twice).
          resyncs++;
          state.folders[i] = { ...folder, nextLink: null, deltaLink: null };
          continue;
        }
        const items = page.value ?? [];
        const added = new Map<string, DeltaMessage>();
        const gone: string[] = [];
        for (const m of items) {
          if (m['@removed']) {
            added.delete(m.id);
            gone.push(m.id);
          } else added.set(m.id, m);
        }
        const messages = await fetchAll([...added.values()], label);
        // Nothing was stored from a folder's first round yet: its removals concern nothing.
        const removed = inFirstRound || gone.length === 0 ? [] : await reallyRemoved(gone, synced);
        const nextLink = page['@odata.nextLink'] ?? null;
        const deltaLink = page['@odata.deltaLink'] ?? null;
        if (!nextLink && !deltaLink)
          throw new MailboxError(
            'provider_unavailable',
            'Microsoft Graph ended a page without a next or delta link; the sync will try again.',
          );
        state.folders[i] = { ...folder, nextLink, deltaLink: deltaLink ?? folder.deltaLink };
        if (firstSync) state.fetched += messages.length;
        processed += messages.length;
        batches++;
        yield {
          messages,
          checkpoint: structuredClone(state),
          processed,
          total: firstSync ? Math.max(processed, state.total) : processed,
          phase: !firstSync
            ? 'Fetching new mail'
            : batches === 1
              ? 'Fetching recent mail'
              : 'Backfilling older mail',
          ...(removed.length > 0 ? { removed } : {}),
        } satisfies MessageBatch<MicrosoftCheckpoint>;
        if (!nextLink) break;
      }
    }
  }

  return {
    kind: 'microsoft',
    async verify() {
      const me = await client.me();
      const address = me.mail ?? me.userPrincipalName;
      if (!address)
        throw new MailboxError('auth_failed', 'This Microsoft account has no mailbox to read.', {
          retryable: false,
        });
      return { address: emailKey(address) };
    },
    sync,
    async *listContacts(syncOptions: SyncOptions = {}): AsyncGenerator<ProviderContact[]> {
      signal = syncOptions.signal;
      let url: string | null = client.graph('/contacts', {
        $select:
          'displayName,givenName,surname,emailAddresses,companyName,jobTitle,mobilePhone,businessPhones',
        $top: '100',
      });
      while (url) {
        const page: Awaited<ReturnType<typeof client.page<OutlookContact>>> =
          await client.page<OutlookContact>(url, 100);
        yield (page.value ?? []).flatMap(toContacts);
        url = page['@odata.nextLink'] ?? null;
      }
    },
    async disconnect() {
      // The identity platform has no revocation of one app's grant: the tokens are forgotten with
      // the mailbox, and the person removes the app at myapps.microsoft.com / account.live.com.
    },
  };
}

interface OutlookContact {
  displayName?: string | null;
  givenName?: string | null;
  surname?: string | null;
  emailAddresses?: { address?: string | null; name?: string | null }[];
  companyName?: string | null;
  jobTitle?: string | null;
  mobilePhone?: string | null;
  businessPhones?: string[];
}

/** One contact per email address of an Outlook contact (the identity is the email). */
function toContacts(c: OutlookContact): ProviderContact[] {
  return (c.emailAddresses ?? []).flatMap((e) =>
    e.address?.includes('@')
      ? [
          {
            email: emailKey(e.address),
            fullName: c.displayName || null,
            firstName: c.givenName || null,
            lastName: c.surname || null,
            company: c.companyName || null,
            title: c.jobTitle || null,
            phone: c.mobilePhone || c.businessPhones?.[0] || null,
          },
        ]
      : [],
  );
}
