import type { MailboxProviders } from '@rapport/sdk/contract';
import type { Config } from '../config.js';

/**
 * `GET /mailboxes/providers` (issue 26): the ways to bring mail in this server can use. Gmail needs
 * the server's Google sign-in (client id and secret); IMAP, archives and the demo need nothing.
 */
export function mailboxProviders(config: Pick<Config, 'google'>): MailboxProviders {
  const gmail = Boolean(config.google.clientId && config.google.clientSecret);
  return {
    providers: [
      { id: 'gmail', available: gmail },
      { id: 'imap', available: true },
      { id: 'mbox', available: true },
      { id: 'demo', available: true },
    ],
  };
}
