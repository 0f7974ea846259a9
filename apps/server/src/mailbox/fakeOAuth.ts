/**
 * What the in-repo fake providers (`gmail/fakeGoogle.ts`, `microsoft/fakeMicrosoft.ts`) share:
 * JSON answers, form bodies, a consent page that approves at once, and PKCE checked as the real
 * token endpoints check it. Test doubles only: nothing here runs in the product.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export interface PkceChallenge {
  challenge: string | null;
  method: string | null;
}

/**
 * The consent, approved at once: where the browser goes back (the app's `redirect_uri` with a new
 * code and the `state` it sent), or null without a `redirect_uri`.
 */
export function approveConsent(url: URL, issueCode: (pkce: PkceChallenge) => string): string | null {
  const redirect = url.searchParams.get('redirect_uri');
  if (!redirect) return null;
  const back = new URL(redirect);
  back.searchParams.set(
    'code',
    issueCode({
      challenge: url.searchParams.get('code_challenge'),
      method: url.searchParams.get('code_challenge_method'),
    }),
  );
  const state = url.searchParams.get('state');
  if (state) back.searchParams.set('state', state);
  return back.toString();
}

/** RFC 7636 as a token endpoint checks it: a code whose consent carried a challenge needs its verifier. */
export function checkVerifier(issued: PkceChallenge, verifier: string | null): 'ok' | 'missing' | 'wrong' {
  if (issued.challenge === null) return 'ok';
  if (!verifier) return 'missing';
  const expected =
    issued.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return expected === issued.challenge ? 'ok' : 'wrong';
}
