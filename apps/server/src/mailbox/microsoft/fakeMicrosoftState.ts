/**
 * The fake Microsoft's mailbox and sign-in state (`fakeMicrosoft.ts` serves it over HTTP): the
 * messages by folder with every move recorded, so delta rounds can be replayed; codes and tokens;
 * Graph's mailbox limits (4 requests at once, 10,000 in 10 minutes); injected failures.
 */
import { randomBytes } from 'node:crypto';

export const FAKE_FOLDERS = ['inbox', 'sentitems', 'archive', 'junkemail', 'deleteditems', 'drafts'] as const;
export type FakeFolder = (typeof FAKE_FOLDERS)[number];
export const DISPLAY: Record<FakeFolder, string> = {
  inbox: 'Inbox',
  sentitems: 'Sent Items',
  archive: 'Archive',
  junkemail: 'Junk Email',
  deleteditems: 'Deleted Items',
  drafts: 'Drafts',
};
export const folderId = (f: FakeFolder) => `AQMk${f.toUpperCase()}AAA=`;
export const folderOf = (idOrName: string): FakeFolder | undefined =>
  FAKE_FOLDERS.find((f) => f === idOrName.toLowerCase() || folderId(f) === idOrName);

export interface FakeGraphMessage {
  id: string;
  folder: FakeFolder;
  raw: Buffer;
  receivedAt: number;
  conversationId: string;
  isDraft: boolean;
}

export interface FakeOutlookContact {
  email: string;
  name?: string;
  company?: string;
  title?: string;
  phone?: string;
}

export interface FakeMicrosoftOptions {
  address?: string;
  /** Requests per window per mailbox before 429 (Graph: 10,000 in 10 minutes); 0: no limit. */
  perWindow?: number;
  windowMs?: number;
  /** Requests in flight per mailbox before 429 (Graph: 4); 0: no limit. */
  concurrent?: number;
  /** Milliseconds added to every Graph answer. */
  latencyMs?: number;
  accessTokenTtlS?: number;
  /** Folders the mailbox lacks (an Outlook.com account without an Archive). */
  without?: FakeFolder[];
  port?: number;
  now?: () => number;
}

interface Failure {
  status: number;
  code?: string;
  retryAfterS?: number;
}

export const graphError = (code: string, message: string) => ({ error: { code, message } });

/** A delta token or skip token: which folder, from which change, and (mid-round) where the page starts. */
export interface DeltaToken {
  f: FakeFolder;
  /** The change the round started after (first round: -1, nothing before). */
  s: number;
  /** The last change this round covers (the next delta link starts after it). */
  u: number;
  e: number;
  /** Keyset cursor of a first round (receivedAt, id), or the offset into an incremental round's list. */
  c?: [number, string] | number;
}
export const encode = (t: DeltaToken) => Buffer.from(JSON.stringify(t)).toString('base64url');
export const decode = (s: string): DeltaToken | null => {
  try {
    return JSON.parse(Buffer.from(s, 'base64url').toString()) as DeltaToken;
  } catch {
    return null;
  }
};

export function createFakeMicrosoftState(options: FakeMicrosoftOptions = {}) {
  const clock = options.now ?? Date.now;
  const messages = new Map<string, FakeGraphMessage>();
  /** Every move into or out of a folder, in order: what delta rounds replay. */
  const changes: { seq: number; id: string; folder: FakeFolder; kind: 'in' | 'out' }[] = [];
  const contacts: FakeOutlookContact[] = [];
  const codes = new Map<string, { challenge: string | null; method: string | null }>();
  const refreshTokens = new Map<string, { revoked: boolean }>();
  const accessTokens = new Map<string, { expiresAt: number }>();
  const failures: Failure[] = [];
  const requests: { path: string; status: number; at: number }[] = [];
  const starts: number[] = [];
  let seq = 0;
  let epoch = 1;
  let nextId = 1;
  let inFlight = 0;
  let maxInFlight = 0;

  function record(id: string, folder: FakeFolder, kind: 'in' | 'out') {
    changes.push({ seq: ++seq, id, folder, kind });
  }

  return {
    address: options.address ?? 'owner@contoso.example',
    options,
    messages,
    changes,
    contacts,
    codes,
    refreshTokens,
    accessTokens,
    failures,
    requests,
    now: clock,
    get seq() {
      return seq;
    },
    get epoch() {
      return epoch;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    /** Adds a message to a folder (Inbox unless said); returns its immutable id. */
    addMessage(
      raw: string | Buffer,
      extra: { folder?: FakeFolder; receivedAt?: number; conversationId?: string; isDraft?: boolean } = {},
    ): string {
      const id = `AAkALg${String(nextId++).padStart(8, '0')}`;
      const folder = extra.folder ?? 'inbox';
      messages.set(id, {
        id,
        folder,
        raw: Buffer.from(raw),
        receivedAt: extra.receivedAt ?? clock(),
        conversationId: extra.conversationId ?? `conv-${id}`,
        isDraft: extra.isDraft ?? folder === 'drafts',
      });
      record(id, folder, 'in');
      return id;
    },
    /** Moves a message (to Archive, Junk Email, Deleted Items…); its immutable id stays. */
    move(id: string, to: FakeFolder) {
      const m = messages.get(id);
      if (!m || m.folder === to) return;
      record(id, m.folder, 'out');
      m.folder = to;
      record(id, to, 'in');
    },
    /** Deletes for good (emptied from Deleted Items, or shift-deleted). */
    deleteMessage(id: string) {
      const m = messages.get(id);
      if (!m) return;
      messages.delete(id);
      record(id, m.folder, 'out');
    },
    /** Every delta and skip token handed out so far answers 410 `SyncStateNotFound`. */
    expireDeltaTokens() {
      epoch++;
    },
    failNext(count: number, failure: Failure) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    /** The person removed Rapport's access (or an admin revoked the consent). */
    revokeAll() {
      for (const t of refreshTokens.values()) t.revoked = true;
      accessTokens.clear();
    },
    expireAccessTokens() {
      for (const t of accessTokens.values()) t.expiresAt = 0;
    },
    issueCode(pkce: { challenge: string | null; method: string | null } = { challenge: null, method: null }) {
      const code = `M.C5${randomBytes(8).toString('hex')}`;
      codes.set(code, pkce);
      return code;
    },
    issueTokens(): { access_token: string; refresh_token: string; expires_in: number } {
      const ttl = options.accessTokenTtlS ?? 3600;
      const access = `EwB${randomBytes(12).toString('hex')}`;
      accessTokens.set(access, { expiresAt: clock() + ttl * 1000 });
      const refresh = `M.R3_${randomBytes(12).toString('hex')}`;
      refreshTokens.set(refresh, { revoked: false });
      return { access_token: access, refresh_token: refresh, expires_in: ttl };
    },
    /** Graph's mailbox limits: null when the request may run, else the seconds to wait. */
    admit(now: number): number | null {
      const concurrent = options.concurrent ?? 4;
      if (concurrent > 0 && inFlight >= concurrent) return 1;
      const perWindow = options.perWindow ?? 10_000;
      const windowMs = options.windowMs ?? 600_000;
      if (perWindow > 0) {
        while (starts.length > 0 && (starts[0] as number) <= now - windowMs) starts.shift();
        if (starts.length >= perWindow)
          return Math.max(1, Math.ceil(((starts[0] as number) + windowMs - now) / 1000));
        starts.push(now);
      }
      return null;
    },
    enter() {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
    },
    leave() {
      inFlight--;
    },
    /** The longest run of 429s answered one after another. */
    longest429Run(): number {
      let run = 0;
      let longest = 0;
      for (const r of requests) {
        run = r.status === 429 ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
      return longest;
    },
    /** A delta round's items: first round newest first from a cursor, later rounds the changes. */
    round(t: DeltaToken, size: number) {
      if (t.s < 0) {
        const all = [...messages.values()]
          .filter((m) => m.folder === t.f)
          .sort((a, b) => b.receivedAt - a.receivedAt || (a.id < b.id ? 1 : -1));
        const c = Array.isArray(t.c) ? t.c : null;
        const after = c
          ? all.filter((m) => m.receivedAt < c[0] || (m.receivedAt === c[0] && m.id < c[1]))
          : all;
        const page = after.slice(0, size);
        const last = page.at(-1);
        return {
          items: page.map((m) => ({ m, removed: false })),
          next:
            after.length > size && last ? { ...t, c: [last.receivedAt, last.id] as [number, string] } : null,
        };
      }
      const latest = new Map<string, 'in' | 'out'>();
      for (const ch of changes)
        if (ch.seq > t.s && ch.seq <= t.u && ch.folder === t.f) latest.set(ch.id, ch.kind);
      const list = [...latest.entries()].flatMap(([id, kind]) => {
        const m = messages.get(id);
        if (kind === 'in' && m?.folder === t.f) return [{ m, removed: false }];
        return [{ m: { id } as FakeGraphMessage, removed: true }];
      });
      const offset = typeof t.c === 'number' ? t.c : 0;
      return {
        items: list.slice(offset, offset + size),
        next: offset + size < list.length ? { ...t, c: offset + size } : null,
      };
    },
  };
}

export type FakeMicrosoftState = ReturnType<typeof createFakeMicrosoftState>;
