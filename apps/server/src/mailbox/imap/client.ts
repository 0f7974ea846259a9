import { ImapFlow } from 'imapflow';
import type { CheckedTarget, NetworkGuard } from '../../lib/network.js';
import { imapError } from './errors.js';

export interface ImapProviderOptions {
  host: string;
  port: number;
  /** TLS from the first byte (port 993). When false, see `starttls`. */
  secure: boolean;
  /**
   * Only when `secure` is false: `true` requires a STARTTLS upgrade, `false` stays in cleartext,
   * unset upgrades when the server offers it (imapflow's default).
   */
  starttls?: boolean;
  user: string;
  password: string;
  /** Covers DNS, TCP, TLS and the server's greeting. */
  connectTimeoutMs?: number;
  /** Messages per batch (each batch is one FETCH and one checkpoint). */
  batchSize?: number;
  /** Sync exactly these folder paths instead of the default choice (see `folders.ts`). */
  folders?: string[];
  /**
   * Accept a certificate no authority vouches for (self-signed). For tests and servers on the
   * local network only: a man in the middle could read the password.
   */
  allowSelfSigned?: boolean;
  /**
   * Use CONDSTORE (RFC 7162) where the server offers it (default true): an unchanged folder costs
   * one SELECT and flag changes reach stored mail. `false` takes the plain path on every server.
   */
  condstore?: boolean;
  /** Where a dropped checkpoint is reported. */
  log?: { warn(message: string): void };
  /**
   * Checks the host before every connection and gives the address to connect to (the server
   * always passes one: the host is a user's). Without it the host is connected to as given.
   */
  guard?: NetworkGuard;
}

/** What `POST /mailboxes/imap` stores (`ImapSettings`) plus the password, as provider options. */
export function imapOptionsFromSettings(
  settings: { host: string; port: number; security: 'tls' | 'starttls' | 'none'; user: string },
  credentials: { password: string },
  guard: NetworkGuard,
): ImapProviderOptions {
  return {
    guard,
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    // `none` is the person's choice of no encryption: no opportunistic upgrade either.
    ...(settings.security === 'tls' ? {} : { starttls: settings.security === 'starttls' }),
    user: settings.user,
    password: credentials.password,
  };
}

export const DEFAULT_OPTIONS = {
  connectTimeoutMs: 30_000,
  batchSize: 100,
  /** A connection silent this long during a sync counts as lost. */
  socketTimeoutMs: 120_000,
} as const;

export type ResolvedImapOptions = ImapProviderOptions & {
  connectTimeoutMs: number;
  batchSize: number;
};

export function resolveOptions(options: ImapProviderOptions): ResolvedImapOptions {
  return {
    ...options,
    connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_OPTIONS.connectTimeoutMs,
    batchSize: Math.max(1, options.batchSize ?? DEFAULT_OPTIONS.batchSize),
  };
}

/**
 * A logged-in imapflow client, or a `MailboxError` saying why not. The client's `error` events
 * are swallowed: the same failure rejects the command in flight, which is where it is mapped.
 */
export async function connectImap(options: ResolvedImapOptions): Promise<ImapFlow> {
  const { guard } = options;
  if (!guard) return connectTo(options, { address: options.host, servername: undefined });
  // Checked at every connection (a sync's too): the stored host may resolve elsewhere by now.
  return guard.failSlowly(async () => {
    let target: CheckedTarget;
    try {
      target = await guard.check(options.host, options.port);
    } catch (e) {
      throw imapError(e, options);
    }
    return connectTo(options, target);
  });
}

async function connectTo(options: ResolvedImapOptions, target: CheckedTarget): Promise<ImapFlow> {
  const client = new ImapFlow({
    // The checked address, not the name: a second DNS answer cannot move the connection.
    host: target.address,
    ...(target.servername === undefined ? {} : { servername: target.servername }),
    port: options.port,
    secure: options.secure,
    ...(options.secure || options.starttls === undefined ? {} : { doSTARTTLS: options.starttls }),
    auth: { user: options.user, pass: options.password },
    logger: false,
    connectionTimeout: options.connectTimeoutMs,
    greetingTimeout: options.connectTimeoutMs,
    socketTimeout: DEFAULT_OPTIONS.socketTimeoutMs,
    disableAutoIdle: true,
    tls: options.allowSelfSigned ? { rejectUnauthorized: false } : {},
    clientInfo: { name: 'Rapport' },
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (e) {
    client.close();
    throw imapError(e, options);
  }
  return client;
}

/** LOGOUT when the connection is still up; a connection already gone is simply dropped. */
export async function logout(client: ImapFlow): Promise<void> {
  if (!client.usable) {
    client.close();
    return;
  }
  try {
    await client.logout();
  } catch {
    client.close();
  }
}
