/**
 * An in-repo fake of Microsoft's sign-in and the Graph mail endpoints Rapport uses (issue 27),
 * behind the same configurable URLs as the real ones (MICROSOFT_LOGIN_URL, MICROSOFT_GRAPH_URL
 * both at its origin): the v2.0 authorize (approved at once) and token endpoints with PKCE and
 * rotating refresh tokens, `/me`, well-known mail folders, message delta rounds with
 * `@odata.nextLink` / `@odata.deltaLink` and `@removed` entries, `$value` MIME sources, and
 * `/me/contacts`. It fails the way Graph does: Graph's Outlook limits per mailbox (4 requests at
 * once, 10,000 in 10 minutes: 429 with Retry-After), expired delta tokens (410
 * `SyncStateNotFound`), revoked consent (`invalid_grant`, then 401), injected 429/503 storms.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { approveConsent, checkVerifier, json, readForm } from '../fakeOAuth.js';
import {
  createFakeMicrosoftState,
  type DeltaToken,
  DISPLAY,
  decode,
  encode,
  type FakeMicrosoftOptions,
  type FakeMicrosoftState,
  folderId,
  folderOf,
  graphError,
} from './fakeMicrosoftState.js';

export type { FakeFolder, FakeMicrosoftOptions, FakeMicrosoftState } from './fakeMicrosoftState.js';

export interface FakeMicrosoft {
  url: string;
  state: FakeMicrosoftState;
  /** The env that points a Rapport server at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeMicrosoft(options: FakeMicrosoftOptions = {}): Promise<FakeMicrosoft> {
  const state = createFakeMicrosoftState(options);
  let base = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let graph = false;
    handle(req, res, url)
      .then((status) => {
        state.requests.push({ path: url.pathname, status, at: state.now() });
      })
      .catch((e) => {
        state.requests.push({ path: url.pathname, status: 500, at: state.now() });
        if (!res.headersSent) json(res, 500, graphError('generalException', String(e)));
      })
      .finally(() => {
        if (graph) state.leave();
      });

    async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
      const path = url.pathname;
      const send = async (status: number, body: unknown, headers: Record<string, string> = {}) => {
        const delay = graph ? (options.latencyMs ?? 0) : 0;
        if (delay > 0) await new Promise((r) => setTimeout(r, delay));
        json(res, status, body, headers);
        return status;
      };

      // The identity platform: consent approved at once, back to the app with a code.
      if (req.method === 'GET' && /^\/[^/]+\/oauth2\/v2\.0\/authorize$/.test(path)) {
        const back = approveConsent(url, (pkce) => state.issueCode(pkce));
        if (!back) return send(400, { error: 'invalid_request' });
        res.writeHead(302, { location: back });
        res.end();
        return 302;
      }
      if (req.method === 'POST' && /^\/[^/]+\/oauth2\/v2\.0\/token$/.test(path)) {
        const form = await readForm(req);
        const refused = (description: string) =>
          send(400, { error: 'invalid_grant', error_description: description, error_codes: [70000] });
        if (form.get('grant_type') === 'authorization_code') {
          const code = form.get('code') ?? '';
          const issued = state.codes.get(code);
          if (!issued)
            return refused('AADSTS70000: The provided authorization code is invalid or has expired.');
          state.codes.delete(code);
          if (checkVerifier(issued, form.get('code_verifier')) !== 'ok')
            return refused('AADSTS501481: The Code_Verifier does not match the code_challenge.');
          return send(200, { ...state.issueTokens(), token_type: 'Bearer', scope: form.get('scope') ?? '' });
        }
        if (form.get('grant_type') === 'refresh_token') {
          const t = state.refreshTokens.get(form.get('refresh_token') ?? '');
          if (!t || t.revoked)
            return refused(
              'AADSTS70000: The user or administrator has not consented to use the application.',
            );
          // Microsoft rotates the refresh token.
          return send(200, { ...state.issueTokens(), token_type: 'Bearer' });
        }
        return send(400, { error: 'unsupported_grant_type' });
      }

      if (!path.startsWith('/v1.0/me')) return send(404, graphError('BadRequest', 'Resource not found'));
      // Graph: a valid token, then the mailbox's limits, then injected failures.
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const access = auth ? state.accessTokens.get(auth) : undefined;
      if (!access || access.expiresAt < state.now())
        return send(
          401,
          graphError('InvalidAuthenticationToken', 'Access token has expired or is not yet valid.'),
        );
      const wait = state.admit(state.now());
      if (wait !== null)
        return send(
          429,
          graphError('ApplicationThrottled', 'Application is over its MailboxConcurrency limit.'),
          {
            'retry-after': String(wait),
          },
        );
      graph = true;
      state.enter();
      const failure = state.failures.shift();
      if (failure)
        return send(
          failure.status,
          graphError(
            failure.code ?? (failure.status === 429 ? 'TooManyRequests' : 'ServiceUnavailable'),
            'Injected',
          ),
          failure.retryAfterS ? { 'retry-after': String(failure.retryAfterS) } : {},
        );

      if (path === '/v1.0/me')
        return send(200, { id: 'fake-user', mail: state.address, userPrincipalName: state.address });
      const folderMatch = /^\/v1\.0\/me\/mailFolders\/([^/]+)$/.exec(path);
      if (folderMatch) {
        const f = folderOf(decodeURIComponent(folderMatch[1] as string));
        if (!f || options.without?.includes(f))
          return send(
            404,
            graphError('ErrorItemNotFound', 'The specified object was not found in the store.'),
          );
        return send(200, {
          id: folderId(f),
          displayName: DISPLAY[f],
          totalItemCount: [...state.messages.values()].filter((m) => m.folder === f).length,
        });
      }
      const deltaMatch = /^\/v1\.0\/me\/mailFolders\/([^/]+)\/messages\/delta$/.exec(path);
      if (deltaMatch) {
        const f = folderOf(decodeURIComponent(deltaMatch[1] as string));
        if (!f) return send(404, graphError('ErrorItemNotFound', 'The specified folder was not found.'));
        const size = Math.min(
          1000,
          Number(/odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer))?.[1] ?? 10),
        );
        const given = url.searchParams.get('$skiptoken') ?? url.searchParams.get('$deltatoken');
        const token = given ? decode(given) : { f, s: -1, u: state.seq, e: state.epoch };
        // A delta link asks for everything since its round: up to now.
        if (token && url.searchParams.has('$deltatoken')) token.u = state.seq;
        if (!token || token.f !== f || token.e !== state.epoch)
          return send(410, graphError('SyncStateNotFound', 'The sync state generation is not found.'));
        const { items, next } = state.round(token, size);
        const link = (key: string, t: DeltaToken) =>
          `${base}/v1.0/me/mailFolders/${folderId(f)}/messages/delta?${key}=${encode(t)}`;
        return send(200, {
          value: items.map(({ m, removed }) =>
            removed
              ? { id: m.id, '@removed': { reason: 'deleted' } }
              : {
                  id: m.id,
                  receivedDateTime: new Date(m.receivedAt).toISOString(),
                  conversationId: m.conversationId,
                  isDraft: m.isDraft,
                },
          ),
          ...(next
            ? { '@odata.nextLink': link('$skiptoken', next) }
            : { '@odata.deltaLink': link('$deltatoken', { f, s: token.u, u: token.u, e: state.epoch }) }),
        });
      }
      const messageMatch = /^\/v1\.0\/me\/messages\/([^/]+)(\/\$value)?$/.exec(path);
      if (messageMatch) {
        const m = state.messages.get(decodeURIComponent(messageMatch[1] as string));
        if (!m)
          return send(
            404,
            graphError('ErrorItemNotFound', 'The specified object was not found in the store.'),
          );
        if (!messageMatch[2]) return send(200, { id: m.id, parentFolderId: folderId(m.folder) });
        const delay = options.latencyMs ?? 0;
        if (delay > 0) await new Promise((r) => setTimeout(r, delay));
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(m.raw);
        return 200;
      }
      if (path === '/v1.0/me/contacts') {
        const top = Number(url.searchParams.get('$top') ?? 10);
        const skip = Number(url.searchParams.get('$skip') ?? 0);
        const page = state.contacts.slice(skip, skip + top);
        return send(200, {
          value: page.map((c, i) => ({
            id: `contact-${skip + i}`,
            displayName: c.name ?? null,
            givenName: c.name?.split(' ')[0] ?? null,
            surname: c.name?.split(' ').slice(1).join(' ') || null,
            companyName: c.company ?? null,
            jobTitle: c.title ?? null,
            mobilePhone: c.phone ?? null,
            businessPhones: [],
            emailAddresses: [{ name: c.name ?? c.email, address: c.email }],
          })),
          ...(skip + top < state.contacts.length
            ? { '@odata.nextLink': `${base}/v1.0/me/contacts?$top=${top}&$skip=${skip + top}` }
            : {}),
        });
      }
      return send(404, graphError('BadRequest', `Resource not found for the segment '${path}'.`));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: base,
    state,
    env: {
      MICROSOFT_CLIENT_ID: '00000000-0000-0000-0000-00000000fake',
      MICROSOFT_CLIENT_SECRET: 'fake-client-secret',
      MICROSOFT_LOGIN_URL: base,
      MICROSOFT_GRAPH_URL: base,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
