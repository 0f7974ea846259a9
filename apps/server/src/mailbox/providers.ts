import type { Config } from '../config.js';
import type { MailboxRow } from '../db/schema.js';
import { createNetworkGuard, type NetworkGuardOptions } from '../lib/network.js';
import type { ImapCredentials, ImapSettings, MailboxConnectors, MboxSettings } from './connect.js';
import { type GmailTokens, RECONNECT_GMAIL } from './gmail/client.js';
import { createGmailProvider } from './gmail/provider.js';
import { createImapProvider, imapOptionsFromSettings, verifyImap } from './imap/index.js';
import type { MailboxesService } from './mailboxes.js';
import type { MboxArchives } from './mbox/archives.js';
import { createMboxProvider } from './mbox/provider.js';
import { type MicrosoftTokens, microsoftEndpoints, RECONNECT_MICROSOFT } from './microsoft/client.js';
import { createMicrosoftProvider } from './microsoft/provider.js';
import { MailboxError, type MailboxProvider } from './types.js';

const notYet = (what: string) =>
  new MailboxError('unknown', `${what} mailboxes cannot be synced by this server yet.`, { retryable: false });

/**
 * The provider behind each mailbox row: the one place that knows Gmail, Microsoft, IMAP and mbox apart.
 * Settings come from the row, secrets from its encrypted credentials.
 */
export function createMailboxProviders(deps: {
  config: Config;
  archives: MboxArchives;
  mailboxes: MailboxesService;
  log: { warn(message: string): void };
  /** Test seams of the network guard (a lookup, a shorter failure floor). */
  network?: Pick<NetworkGuardOptions, 'lookup' | 'failureFloorMs'>;
}) {
  // Every IMAP connection, the first check's and every sync's, goes through this guard.
  const guard = createNetworkGuard({ ...deps.config.mailbox.imapNetwork, ...deps.network });
  function providerFor(row: MailboxRow): MailboxProvider<unknown> {
    switch (row.kind) {
      case 'mbox': {
        const settings = row.settings as unknown as MboxSettings;
        // By hash, not by the stored path: the data folder may have moved (backup, restore), or
        // the archive was received by another instance (PostgreSQL).
        return createMboxProvider({
          path: () => deps.archives.local(settings.sha256, settings.size),
          size: settings.size,
          address: row.address,
        }) as MailboxProvider<unknown>;
      }
      case 'imap': {
        const credentials = deps.mailboxes.credentials<ImapCredentials>(row);
        if (!credentials)
          throw new MailboxError(
            'auth_failed',
            'The password of this mailbox is missing: connect it again.',
            {
              retryable: false,
            },
          );
        return createImapProvider({
          ...imapOptionsFromSettings(row.settings as unknown as ImapSettings, credentials, guard),
          log: deps.log,
        }) as MailboxProvider<unknown>;
      }
      case 'gmail': {
        const { google, mailbox } = deps.config;
        const tokens = deps.mailboxes.credentials<GmailTokens>(row);
        if (!tokens) throw new MailboxError('reconnect_required', RECONNECT_GMAIL, { retryable: false });
        if (!google.clientId || !google.clientSecret) throw notYet('Gmail');
        return createGmailProvider({
          tokens,
          onTokens: (fresh) => deps.mailboxes.setCredentials(row, fresh),
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          tokenUrl: google.tokenUrl,
          gmailApiUrl: google.gmailApiUrl,
          peopleApiUrl: google.peopleApiUrl,
          initialDays: mailbox.gmailInitialDays,
          maxMessages: mailbox.gmailMaxMessages,
        }) as MailboxProvider<unknown>;
      }
      case 'microsoft': {
        const { microsoft } = deps.config;
        const tokens = deps.mailboxes.credentials<MicrosoftTokens>(row);
        if (!tokens) throw new MailboxError('reconnect_required', RECONNECT_MICROSOFT, { retryable: false });
        if (!microsoft.clientId || !microsoft.clientSecret) throw notYet('Microsoft 365 / Outlook');
        return createMicrosoftProvider({
          tokens,
          onTokens: (fresh) => deps.mailboxes.setCredentials(row, fresh),
          clientId: microsoft.clientId,
          clientSecret: microsoft.clientSecret,
          tokenUrl: microsoftEndpoints(microsoft).tokenUrl,
          graphUrl: microsoft.graphUrl,
        }) as MailboxProvider<unknown>;
      }
    }
  }

  const connectors: MailboxConnectors = {
    verifyImap: (settings, credentials) => verifyImap(imapOptionsFromSettings(settings, credentials, guard)),
  };

  return { providerFor, connectors };
}
