import { isMailboxError, MailboxError } from '../types.js';

/** Where a failure happened, for sentences that name the server and account. */
export interface ImapTarget {
  host: string;
  port: number;
  user: string;
}

/** What imapflow and Node put on their errors (all optional: it depends on the layer). */
interface ErrorFields {
  code?: unknown;
  authenticationFailed?: unknown;
  tlsFailed?: unknown;
  serverResponseCode?: unknown;
  responseText?: unknown;
  throttleReset?: unknown;
  _err?: unknown;
  cause?: unknown;
}

const HOST_NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const TIMEOUT = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT', 'ETIMEOUT', 'ETIMEDOUT']);
/** The certificate is not one a public authority vouches for. */
const UNTRUSTED_CERT = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
]);
const OTHER_TLS = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'EPROTO',
  'ClosedAfterConnectTLS',
  'STARTTLS_INJECTION',
]);
/** The connection went away or the network failed after it was up: worth another try. */
const CONNECTION_LOST = new Set([
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'NoConnection',
  'EConnectionClosed',
  'ClosedAfterConnectText',
]);

/** The first `code` along the error and what it wraps (imapflow keeps Node's error in `_err`). */
function codeOf(e: ErrorFields): string | undefined {
  let current: unknown = e;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code } = current as ErrorFields;
    if (typeof code === 'string' && code !== '') return code;
    current = (current as ErrorFields)._err ?? (current as ErrorFields).cause;
  }
  return undefined;
}

/**
 * An IMAP failure as a `MailboxError` whose message a person can act on. Node's socket, DNS and
 * TLS codes and imapflow's own codes are told apart here and nowhere else.
 */
export function imapError(e: unknown, target: ImapTarget): MailboxError {
  if (isMailboxError(e)) return e;
  const { host, port, user } = target;
  const fields: ErrorFields = typeof e === 'object' && e !== null ? (e as ErrorFields) : {};
  const code = codeOf(fields);
  const cause = { cause: e };

  if (fields.authenticationFailed === true || fields.serverResponseCode === 'AUTHENTICATIONFAILED')
    return new MailboxError(
      'auth_failed',
      `The server refused the user name or password for ${user} on ${host}; check both, and note that many providers (Gmail, iCloud, Yahoo, Outlook) need an app password here instead of the usual one.`,
      cause,
    );
  if (code !== undefined && HOST_NOT_FOUND.has(code))
    return new MailboxError(
      'host_not_found',
      `The mail server ${host} could not be found; check the host name (it often looks like imap.example.com).`,
      // A DNS server that did not answer (EAI_AGAIN) may answer later.
      { ...cause, retryable: code === 'EAI_AGAIN' },
    );
  if (code === 'ECONNREFUSED')
    return new MailboxError(
      'connection_refused',
      `${host} refused the connection on port ${port}; check the port (usually 993 for TLS or 143 for STARTTLS) and that the server has IMAP turned on.`,
      cause,
    );
  if (code !== undefined && UNTRUSTED_CERT.has(code))
    return new MailboxError(
      'tls_failed',
      `${host} presented a certificate that no known authority vouches for (self-signed or incomplete), so Rapport did not send the password; ask the server's administrator for a proper certificate.`,
      cause,
    );
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'ERR_SSL_PACKET_LENGTH_TOO_LONG')
    return new MailboxError(
      'tls_failed',
      `${host} did not answer with TLS on port ${port}; use the security setting that matches the port (TLS on 993, STARTTLS on 143).`,
      cause,
    );
  if (
    fields.tlsFailed === true ||
    (code !== undefined &&
      (OTHER_TLS.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')))
  )
    return new MailboxError(
      'tls_failed',
      `The secure connection to ${host} on port ${port} failed${code ? ` (${code})` : ''}; check the port and security setting, and that the server's certificate is valid for ${host}.`,
      cause,
    );
  if (code !== undefined && TIMEOUT.has(code))
    return new MailboxError(
      'timeout',
      `${host} did not answer in time on port ${port}; check the host, port and security setting, or try again later.`,
      cause,
    );
  if (code === 'ETHROTTLE')
    return new MailboxError(
      'rate_limited',
      `${host} asked Rapport to slow down; the sync will continue later.`,
      {
        ...cause,
        ...(typeof fields.throttleReset === 'number' ? { retryAfterMs: fields.throttleReset } : {}),
      },
    );
  if (code !== undefined && CONNECTION_LOST.has(code))
    return new MailboxError(
      'provider_unavailable',
      `The connection to ${host} was lost; the sync will try again and continue where it stopped.`,
      cause,
    );
  const said =
    typeof fields.responseText === 'string' && fields.responseText !== '' ? fields.responseText : null;
  return new MailboxError(
    'provider_unavailable',
    said
      ? `The mail server ${host} answered with an error ("${said}"); the sync will try again.`
      : `Talking to the mail server ${host} failed${code ? ` (${code})` : ''}; the sync will try again.`,
    cause,
  );
}
