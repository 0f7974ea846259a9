import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

type MailboxKeys =
  | 'email.sync'
  | 'email.syncStatus'
  | 'mailbox.authorizationUrl'
  | 'mailbox.callback'
  | 'mailbox.status'
  | 'mailbox.disconnect'
  | 'mailbox.syncContacts';

/** The mailbox connection's routes (decisions.md Mailbox); the work is mailbox/gmail/connect.ts. */
export function mailboxHandlers(s: Services): HandlerGroup<MailboxKeys> {
  return {
    'email.sync': ({ auth }) => s.mailboxConnect.syncAll(auth.user.id),
    'email.syncStatus': ({ auth }) => s.mailboxes.syncStatus(auth.user.id),
    'mailbox.authorizationUrl': ({ auth }) => s.mailbox.authorizationUrl(auth.user.id),
    'mailbox.callback': ({ auth, body }) => s.mailbox.connect(auth.user.id, body),
    'mailbox.status': ({ auth }) => s.mailbox.status(auth.user.id),
    'mailbox.disconnect': ({ auth, query }) =>
      s.mailbox.disconnect(auth.user.id, query?.deleteData === 'true'),
    'mailbox.syncContacts': ({ auth }) => s.mailbox.syncContacts(auth.user),
  };
}
