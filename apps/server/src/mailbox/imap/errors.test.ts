import { describe, expect, it } from 'vitest';
import { MailboxError, type MailboxErrorCode } from '../types.js';
import { imapError } from './errors.js';

const target = { host: 'imap.example.com', port: 993, user: 'jane@example.com' };
const coded = (code: string, extra: object = {}) => Object.assign(new Error(code), { code }, extra);

describe('imapError', () => {
  it.each<[string, unknown, MailboxErrorCode, boolean]>([
    [
      'a refused login',
      Object.assign(new Error('Command failed'), { authenticationFailed: true }),
      'auth_failed',
      false,
    ],
    [
      'AUTHENTICATIONFAILED',
      Object.assign(new Error('x'), { serverResponseCode: 'AUTHENTICATIONFAILED' }),
      'auth_failed',
      false,
    ],
    ['ENOTFOUND', coded('ENOTFOUND'), 'host_not_found', false],
    ['EAI_AGAIN (DNS did not answer)', coded('EAI_AGAIN'), 'host_not_found', true],
    ['ECONNREFUSED', coded('ECONNREFUSED'), 'connection_refused', true],
    ['a self-signed certificate', coded('DEPTH_ZERO_SELF_SIGNED_CERT'), 'tls_failed', false],
    ['an expired certificate', coded('CERT_HAS_EXPIRED'), 'tls_failed', false],
    ['a certificate for another name', coded('ERR_TLS_CERT_ALTNAME_INVALID'), 'tls_failed', false],
    ['TLS to a plain port', coded('ERR_SSL_WRONG_VERSION_NUMBER'), 'tls_failed', false],
    ['a failed STARTTLS', Object.assign(new Error('x'), { tlsFailed: true }), 'tls_failed', false],
    ['CONNECT_TIMEOUT', coded('CONNECT_TIMEOUT'), 'timeout', true],
    ['GREETING_TIMEOUT', coded('GREETING_TIMEOUT'), 'timeout', true],
    ['a socket timeout', coded('ETIMEOUT'), 'timeout', true],
    ['ECONNRESET', coded('ECONNRESET'), 'provider_unavailable', true],
    ['a closed connection', coded('NoConnection'), 'provider_unavailable', true],
    [
      'a code wrapped in _err',
      Object.assign(new Error('x'), { _err: coded('ECONNRESET') }),
      'provider_unavailable',
      true,
    ],
    ['throttling', coded('ETHROTTLE', { throttleReset: 5000 }), 'rate_limited', true],
    [
      'a NO to a command',
      Object.assign(new Error('x'), { responseText: 'Mailbox is locked' }),
      'provider_unavailable',
      true,
    ],
    ['anything else', 'boom', 'provider_unavailable', true],
  ])('%s', (_, error, code, retryable) => {
    const e = imapError(error, target);
    expect(e).toBeInstanceOf(MailboxError);
    expect([e.code, e.retryable]).toEqual([code, retryable]);
    expect(e.message).toMatch(/imap\.example\.com/);
    expect(e.message).toMatch(/[.;]/);
  });

  it('passes a MailboxError through', () => {
    const original = new MailboxError('timeout', 'x');
    expect(imapError(original, target)).toBe(original);
  });

  it('keeps the server throttle as retryAfterMs and the error as cause', () => {
    const error = coded('ETHROTTLE', { throttleReset: 5000 });
    const e = imapError(error, target);
    expect(e.options.retryAfterMs).toBe(5000);
    expect(e.cause).toBe(error);
  });
});
