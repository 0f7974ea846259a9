/**
 * A faithful in-repo fake of the Google APIs Rapport uses, behind the same configurable URLs
 * (GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_GMAIL_API_URL, GOOGLE_PEOPLE_API_URL all at its
 * origin): the OAuth consent (approved at once) and token endpoints, token revocation, Gmail's
 * profile, messages.list/get and history.list, and the People API's connections and
 * otherContacts. It answers with Google's JSON shapes and fails the way Google does: expired
 * access tokens (401), revoked grants (`invalid_grant`), a per-user quota in units a minute
 * (429 `rateLimitExceeded` with Retry-After), history too old (404), injected 5xx and 429 storms.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { approveConsent, checkVerifier, json, readForm } from '../fakeOAuth';
import { GMAIL_UNITS } from './units';

export interface FakeMessage {
  id: string;
  threadId: string;
  raw: string;
  labelIds: string[];
  internalDate: number;
  historyId: number;
}

export interface FakePerson {
  email: string;
  name?: string;
  company?: string;
  title?: string;
  phone?: string;
}

export interface FakeGoogleOptions {
  /** The mailbox owner's address (one mailbox per fake). */
  address?: string;
  /** Units a minute per user before 429 (Gmail: 15,000); 0: no quota. */
  unitsPerMinute?: number;
  /** Milliseconds added to every API answer. */
  latencyMs?: number;
  /** Seconds an access token lives. */
  accessTokenTtlS?: number;
  /** History records older than this many changes are gone (history.list answers 404). */
  historyRetention?: number;
  port?: number;
  /** The fake's time (tests share a virtual clock with the provider). */
  now?: () => number;
}

interface Failure {
  status: number;
  reason?: string;
  retryAfterS?: number;
}

const googleError = (res: ServerResponse, status: number, message: string, reason: string, headers = {}) =>
  json(
    res,
    status,
    { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: reason } },
    headers,
  );

export function createFakeGoogleState(options: FakeGoogleOptions = {}) {
  const clock = options.now ?? Date.now;
  const address = options.address ?? 'owner@gmail.example';
  let historyId = 1000;
  const messages = new Map<string, FakeMessage>();
  /** Changes in order: what history.list replays. */
  const history: {
    id: number;
    added?: string;
    deleted?: string;
    labelsAdded?: { message: string; labelIds: string[] };
    labelsRemoved?: { message: string; labelIds: string[] };
  }[] = [];
  const people: FakePerson[] = [];
  const otherContacts: FakePerson[] = [];
  /** Codes not yet exchanged, with the PKCE challenge their consent carried. */
  const codes = new Map<string, { challenge: string | null; method: string | null }>();
  const refreshTokens = new Map<string, { revoked: boolean }>();
  const accessTokens = new Map<string, { expiresAt: number }>();
  const failures: Failure[] = [];
  const requests: { method: string; path: string; status: number }[] = [];
  let units: { windowStart: number; used: number } = { windowStart: 0, used: 0 };
  let nextId = 1;

  return {
    address,
    options,
    messages,
    history,
    people,
    otherContacts,
    codes,
    refreshTokens,
    accessTokens,
    failures,
    requests,
    /** Units spent per minute window, for assertions on the quota. */
    unitsLog: [] as { at: number; units: number }[],
    now: clock,
    get historyId() {
      return historyId;
    },
    /** Adds a message (newest last); returns its Gmail id. */
    addMessage(
      raw: string,
      extra: { threadId?: string; labelIds?: string[]; internalDate?: number } = {},
    ): string {
      const id = (0x18c0000000000000n + BigInt(nextId++)).toString(16);
      historyId += 1;
      messages.set(id, {
        id,
        threadId: extra.threadId ?? id,
        raw: Buffer.from(raw).toString('base64url'),
        labelIds: extra.labelIds ?? ['INBOX'],
        internalDate: extra.internalDate ?? clock(),
        historyId,
      });
      history.push({ id: historyId, added: id });
      return id;
    },
    /** Replaces a message's labels (moved to spam or trash, or out of them), recorded in its history. */
    setLabels(id: string, labelIds: string[]) {
      const m = messages.get(id);
      if (!m) return;
      const added = labelIds.filter((l) => !m.labelIds.includes(l));
      const removed = m.labelIds.filter((l) => !labelIds.includes(l));
      m.labelIds = [...labelIds];
      if (added.length > 0) {
        historyId += 1;
        history.push({ id: historyId, labelsAdded: { message: id, labelIds: added } });
      }
      if (removed.length > 0) {
        historyId += 1;
        history.push({ id: historyId, labelsRemoved: { message: id, labelIds: removed } });
      }
    },
    deleteMessage(id: string) {
      if (!messages.delete(id)) return;
      historyId += 1;
      history.push({ id: historyId, deleted: id });
    },
    /** The next `count` API calls fail with `failure` (a 429 storm, a 500 storm). */
    failNext(count: number, failure: Failure) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    /** Revokes every refresh token (the user removed access in their Google account). */
    revokeAll() {
      for (const t of refreshTokens.values()) t.revoked = true;
      accessTokens.clear();
    },
    /** Every access token expires now. */
    expireAccessTokens() {
      for (const t of accessTokens.values()) t.expiresAt = 0;
    },
    issueCode(
      pkce: { challenge: string | null; method: string | null } = { challenge: null, method: null },
    ): string {
      const code = `code-${randomBytes(6).toString('hex')}`;
      codes.set(code, pkce);
      return code;
    },
    issueAccess(): { access_token: string; expires_in: number } {
      const ttl = options.accessTokenTtlS ?? 3600;
      const token = `ya29.${randomBytes(12).toString('hex')}`;
      accessTokens.set(token, { expiresAt: clock() + ttl * 1000 });
      return { access_token: token, expires_in: ttl };
    },
    /** Spends quota; false when the minute's budget is exhausted. */
    spend(cost: number, now: number): boolean {
      const limit = options.unitsPerMinute ?? 0;
      if (now - units.windowStart >= 60_000) units = { windowStart: now, used: 0 };
      if (limit > 0 && units.used + cost > limit) return false;
      units.used += cost;
      this.unitsLog.push({ at: now, units: cost });
      return true;
    },
    retryAfterS(now: number): number {
      return Math.max(1, Math.ceil((units.windowStart + 60_000 - now) / 1000));
    },
  };
}

export type FakeGoogleState = ReturnType<typeof createFakeGoogleState>;

export interface FakeGoogle {
  url: string;
  state: FakeGoogleState;
  /** The env that points a Rapport server at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const PAGE = 100;

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const state = createFakeGoogleState(options);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record = (status: number) =>
      state.requests.push({ method: req.method ?? 'GET', path: url.pathname, status });
    const done = (f: () => void) => {
      const delay = options.latencyMs ?? 0;
      if (delay > 0) setTimeout(f, delay);
      else f();
    };
    handle(req, res, url)
      .then((status) => record(status))
      .catch((e) => {
        record(500);
        done(() => json(res, 500, { error: { code: 500, message: String(e) } }));
      });

    async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
      const path = url.pathname;
      // OAuth consent: approved at once, back to the app with a code.
      if (req.method === 'GET' && path === '/o/oauth2/v2/auth') {
        const back = approveConsent(url, (pkce) => state.issueCode(pkce));
        if (!back) return send(400, { error: 'invalid_request' });
        res.writeHead(302, { location: back });
        res.end();
        return 302;
      }
      if (req.method === 'POST' && path === '/token') {
        const form = await readForm(req);
        if (form.get('grant_type') === 'authorization_code') {
          const code = form.get('code') ?? '';
          const issued = state.codes.get(code);
          if (!issued) return send(400, { error: 'invalid_grant', error_description: 'Bad Request' });
          // A code is spent by its first exchange, right or wrong.
          state.codes.delete(code);
          // PKCE as Google checks it: a code whose consent carried a challenge needs its verifier.
          const pkce = checkVerifier(issued, form.get('code_verifier'));
          if (pkce === 'missing')
            return send(400, { error: 'invalid_grant', error_description: 'Missing code verifier.' });
          if (pkce === 'wrong')
            return send(400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
          const refresh = `1//${randomBytes(12).toString('hex')}`;
          state.refreshTokens.set(refresh, { revoked: false });
          return send(200, {
            ...state.issueAccess(),
            refresh_token: refresh,
            scope: 'https://www.googleapis.com/auth/gmail.readonly',
            token_type: 'Bearer',
          });
        }
        if (form.get('grant_type') === 'refresh_token') {
          const t = state.refreshTokens.get(form.get('refresh_token') ?? '');
          if (!t || t.revoked)
            return send(400, {
              error: 'invalid_grant',
              error_description: 'Token has been expired or revoked.',
            });
          return send(200, { ...state.issueAccess(), token_type: 'Bearer' });
        }
        return send(400, { error: 'unsupported_grant_type' });
      }
      if (req.method === 'POST' && path === '/revoke') {
        const token = url.searchParams.get('token') ?? (await readForm(req)).get('token') ?? '';
        const refresh = state.refreshTokens.get(token);
        if (refresh) refresh.revoked = true;
        else if (!state.accessTokens.delete(token)) return send(400, { error: 'invalid_token' });
        return send(200, {});
      }

      // The APIs: a valid access token, then injected failures, then the quota.
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const access = auth ? state.accessTokens.get(auth) : undefined;
      if (!access || access.expiresAt < state.now()) {
        googleError(res, 401, 'Request had invalid authentication credentials.', 'authError');
        return 401;
      }
      const failure = state.failures.shift();
      if (failure) {
        const headers: Record<string, string> = failure.retryAfterS
          ? { 'retry-after': String(failure.retryAfterS) }
          : {};
        done(() =>
          googleError(res, failure.status, 'Injected failure', failure.reason ?? 'backendError', headers),
        );
        return failure.status;
      }
      const method = methodOf(path);
      if (method) {
        const now = state.now();
        if (!state.spend(GMAIL_UNITS[method], now)) {
          const retry = state.retryAfterS(now);
          done(() =>
            googleError(
              res,
              429,
              "Quota exceeded for quota metric 'Queries' per user.",
              'rateLimitExceeded',
              {
                'retry-after': String(retry),
              },
            ),
          );
          return 429;
        }
      }
      if (path === '/gmail/v1/users/me/profile')
        return send(200, {
          emailAddress: state.address,
          messagesTotal: state.messages.size,
          threadsTotal: state.messages.size,
          historyId: String(state.historyId),
        });
      if (path === '/gmail/v1/users/me/messages') {
        const q = url.searchParams.get('q') ?? '';
        const after = /after:(\d+)/.exec(q)?.[1];
        const max = Math.min(500, Number(url.searchParams.get('maxResults') ?? PAGE));
        // As Gmail: spam and trash only with includeSpamTrash=true; `-in:drafts` leaves drafts out.
        const spamTrash = url.searchParams.get('includeSpamTrash') === 'true';
        const noDrafts = /(?:^|\s)-in:drafts?(?:\s|$)/.test(q);
        const all = [...state.messages.values()]
          .filter((m) => !after || m.internalDate >= Number(after) * 1000)
          .filter((m) => spamTrash || !m.labelIds.some((l) => l === 'SPAM' || l === 'TRASH'))
          .filter((m) => !noDrafts || !m.labelIds.includes('DRAFT'))
          .sort((a, b) => b.internalDate - a.internalDate || (a.id < b.id ? 1 : -1));
        const start = Number(url.searchParams.get('pageToken') ?? 0);
        const page = all.slice(start, start + max);
        return send(200, {
          ...(page.length > 0 ? { messages: page.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}),
          ...(start + max < all.length ? { nextPageToken: String(start + max) } : {}),
          resultSizeEstimate: all.length,
        });
      }
      const get = /^\/gmail\/v1\/users\/me\/messages\/([^/]+)$/.exec(path);
      if (get) {
        const m = state.messages.get(get[1] as string);
        if (!m) {
          done(() => googleError(res, 404, 'Requested entity was not found.', 'notFound'));
          return 404;
        }
        return send(200, {
          id: m.id,
          threadId: m.threadId,
          labelIds: m.labelIds,
          internalDate: String(m.internalDate),
          historyId: String(m.historyId),
          sizeEstimate: m.raw.length,
          raw: m.raw,
        });
      }
      if (path === '/gmail/v1/users/me/history') {
        const start = Number(url.searchParams.get('startHistoryId') ?? 0);
        const oldest = state.history.length > 0 ? (state.history[0]?.id ?? 0) : state.historyId;
        const retention = options.historyRetention ?? Number.POSITIVE_INFINITY;
        if (start < oldest - 1 || state.historyId - start > retention) {
          done(() => googleError(res, 404, 'Requested entity was not found.', 'notFound'));
          return 404;
        }
        const offset = Number(url.searchParams.get('pageToken') ?? 0);
        const changes = state.history.filter((h) => h.id > start);
        const page = changes.slice(offset, offset + PAGE);
        return send(200, {
          history: page.map((h) => ({
            id: String(h.id),
            ...(h.added
              ? {
                  messagesAdded: [
                    { message: { id: h.added, threadId: state.messages.get(h.added)?.threadId ?? h.added } },
                  ],
                }
              : {}),
            ...(h.deleted ? { messagesDeleted: [{ message: { id: h.deleted } }] } : {}),
            ...Object.fromEntries(
              (['labelsAdded', 'labelsRemoved'] as const).flatMap((key) => {
                const change = h[key];
                if (!change) return [];
                const m = state.messages.get(change.message);
                const message = {
                  id: change.message,
                  threadId: m?.threadId ?? change.message,
                  labelIds: m?.labelIds ?? [],
                };
                return [[key, [{ message, labelIds: change.labelIds }]]];
              }),
            ),
          })),
          ...(offset + PAGE < changes.length ? { nextPageToken: String(offset + PAGE) } : {}),
          historyId: String(state.historyId),
        });
      }
      if (path === '/v1/otherContacts' && /organizations/.test(url.searchParams.get('readMask') ?? '')) {
        done(() => googleError(res, 400, 'Invalid readMask for otherContacts.', 'badRequest'));
        return 400;
      }
      if (path === '/v1/people/me/connections' || path === '/v1/otherContacts') {
        const list = path === '/v1/otherContacts' ? state.otherContacts : state.people;
        const offset = Number(url.searchParams.get('pageToken') ?? 0);
        const size = Number(url.searchParams.get('pageSize') ?? 100);
        const page = list.slice(offset, offset + size);
        const key = path === '/v1/otherContacts' ? 'otherContacts' : 'connections';
        return send(200, {
          [key]: page.map((p, i) => ({
            resourceName: `people/c${offset + i}`,
            emailAddresses: [{ value: p.email }],
            ...(p.name
              ? {
                  names: [
                    {
                      displayName: p.name,
                      givenName: p.name.split(' ')[0],
                      familyName: p.name.split(' ').slice(1).join(' '),
                    },
                  ],
                }
              : {}),
            ...(p.company || p.title ? { organizations: [{ name: p.company, title: p.title }] } : {}),
            ...(p.phone ? { phoneNumbers: [{ value: p.phone }] } : {}),
          })),
          ...(offset + size < list.length ? { nextPageToken: String(offset + size) } : {}),
          totalPeople: list.length,
        });
      }
      done(() => googleError(res, 404, 'Not found', 'notFound'));
      return 404;

      function send(status: number, body: unknown): number {
        done(() => json(res, status, body));
        return status;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    state,
    env: {
      GOOGLE_CLIENT_ID: 'fake-client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'fake-client-secret',
      GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_GMAIL_API_URL: url,
      GOOGLE_PEOPLE_API_URL: url,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function methodOf(path: string): keyof typeof GMAIL_UNITS | null {
  if (path === '/gmail/v1/users/me/profile') return 'profile';
  if (path === '/gmail/v1/users/me/messages') return 'messages.list';
  if (path.startsWith('/gmail/v1/users/me/messages/')) return 'messages.get';
  if (path === '/gmail/v1/users/me/history') return 'history.list';
  return null;
}
