import type { MailboxRow } from '../db/schema.js';
import { createMboxProvider } from '../mailbox/mbox/provider.js';
import { MailboxError, type MailboxProvider } from '../mailbox/types.js';
import type { MailboxConnectors, MboxSettings } from './mailboxConnect.js';
import type { MboxArchives } from './mboxArchives.js';

const notYet = (what: string) =>
  new MailboxError('unknown', `${what} mailboxes cannot be synced by this server yet.`, { retryable: false });

/**
 * The provider behind each mailbox row: the one place that knows Gmail, IMAP and mbox apart.
 * Settings come from the row, secrets from its encrypted credentials.
 */
export function createMailboxProviders(deps: { archives: MboxArchives }) {
  function providerFor(row: MailboxRow): MailboxProvider<unknown> {
    switch (row.kind) {
      case 'mbox': {
        const settings = row.settings as unknown as MboxSettings;
        // By hash, not by the stored path: the data folder may have moved (backup, restore).
        return createMboxProvider({
          path: deps.archives.pathOf(settings.sha256),
          size: settings.size,
          address: row.address,
        }) as MailboxProvider<unknown>;
      }
      case 'imap':
        throw notYet('IMAP');
      case 'gmail':
        throw notYet('Gmail');
    }
  }

  const connectors: MailboxConnectors = {
    async verifyImap() {
      throw notYet('IMAP');
    },
  };

  return { providerFor, connectors };
}
