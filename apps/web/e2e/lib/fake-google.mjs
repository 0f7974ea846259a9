/**
 * A stand-in for Google's OAuth endpoints (the server's Google base URLs are configurable,
 * decisions.md Mailbox): the consent page approves at once and redirects back with a code; the
 * token endpoint trades that code for tokens. Nothing leaves the machine.
 */
import { createServer } from 'node:http';

export const FAKE_GOOGLE_CODE = 'e2e-authorization-code';

export async function startFakeGoogle() {
  const exchanged = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({
        code: FAKE_GOOGLE_CODE,
        state: url.searchParams.get('state') ?? '',
        scope: url.searchParams.get('scope') ?? '',
      }).toString();
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        exchanged.push(Object.fromEntries(form));
        if (form.get('code') !== FAKE_GOOGLE_CODE || form.get('grant_type') !== 'authorization_code') {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            access_token: 'ya29.e2e-access',
            refresh_token: '1//e2e-refresh',
            expires_in: 3599,
            token_type: 'Bearer',
            scope: 'openid email',
          }),
        );
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    exchanged,
    env: {
      GOOGLE_CLIENT_ID: 'e2e-client-id',
      GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
      GOOGLE_AUTH_URL: `${base}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_GMAIL_API_URL: `${base}/gmail`,
      GOOGLE_PEOPLE_API_URL: `${base}/people`,
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
