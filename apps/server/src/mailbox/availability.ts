import type { MailboxProviders } from '@rapport/sdk/contract';
import type { Config } from '../config.js';

/**
 * `GET /mailboxes/providers` (issue 26): the ways to bring mail in this server can use. Gmail needs
 * the server's Google sign-in (client id and secret), Microsoft 365 / Outlook its Microsoft sign-in
 * (issue 27); IMAP, archives and the demo need nothing.
 */
export function mailboxProviders(config: Pick<Config, 'google' | 'microsoft'>): MailboxProviders {
  const gmail = Boolean(config.google.clientId && config.google.clientSecret);
  const microsoft = Boolean(config.microsoft.clientId && config.microsoft.clientSecret);
  return {
    providers: [
      { id: 'gmail', available: gmail },
      { id: 'microsoft', available: microsoft },
      { id: 'imap', available: true },
      { id: 'mbox', available: true },
      { id: 'demo', available: true },
    ],
  };
}
