import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

type MicrosoftKeys = 'mailboxes.microsoftLogin' | 'mailboxes.microsoftCallback';

/** Microsoft 365 / Outlook's OAuth hand-off (issue 27); the work is mailbox/microsoft/connect.ts. */
export function microsoftHandlers(s: Services): HandlerGroup<MicrosoftKeys> {
  return {
    'mailboxes.microsoftLogin': ({ auth }) => s.microsoft.authorizationUrl(auth.user.id),
    'mailboxes.microsoftCallback': ({ auth, body }) => s.microsoft.connect(auth.user.id, body),
  };
}
