import type { MailboxProviders } from '@rapport/sdk/contract';
import { badRequest, unsupportedMediaType } from '../http/errors.js';
import { emailKey, isValidEmail } from '../lib/email.js';
import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

type MailboxesKeys =
  | 'mailboxes.list'
  | 'mailboxes.providers'
  | 'mailboxes.connectImap'
  | 'mailboxes.importMbox'
  | 'mailboxes.demo'
  | 'mailboxes.sync'
  | 'mailboxes.delete'
  | 'mailboxes.removal'
  | 'mailboxes.disconnect'
  | 'mailboxes.syncContacts'
  | 'mailboxes.update'
  | 'emails.list'
  | 'emails.get'
  | 'threads.get';

/** Mailboxes of every kind, and the emails and threads synced from them (issue 11). */
export function mailboxesHandlers(
  s: Services,
  deps: { mboxMaxBytes: number; providers: MailboxProviders },
): HandlerGroup<MailboxesKeys> {
  return {
    'mailboxes.list': async ({ auth }) => ({ items: await s.mailboxes.list(auth.user.id) }),

    'mailboxes.providers': async () => deps.providers,

    'mailboxes.connectImap': async ({ auth, body }) => s.mailboxConnect.connectImap(auth.user.id, body),

    'mailboxes.importMbox': async ({ auth, request, reply }) => {
      if (!request.isMultipart())
        throw unsupportedMediaType('Send the archive as multipart/form-data in the `file` field');
      let address: string | undefined;
      let received: Awaited<ReturnType<typeof s.mboxArchives.receive>> | undefined;
      let fileName = 'archive.mbox';
      // The archive may be gigabytes: its own size limit, and streamed to disk as it arrives.
      for await (const part of request.parts({ limits: { fileSize: deps.mboxMaxBytes + 1, files: 1 } })) {
        if (part.type === 'field') {
          if (part.fieldname !== 'address') throw badRequest(`${part.fieldname}: unknown field`);
          const value = emailKey(String(part.value));
          if (value && !isValidEmail(value)) throw badRequest('address: must be a valid email address');
          address = value || undefined;
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(`${part.fieldname}: unknown field; send the archive in the \`file\` field`);
        }
        fileName = part.filename || fileName;
        received = await s.mboxArchives.receive(part.file, deps.mboxMaxBytes);
      }
      if (!received) throw badRequest('file: no archive was sent');
      reply.code(202);
      return s.mailboxConnect.importMbox(auth.user.id, { ...received, fileName }, address ?? auth.user.email);
    },

    'mailboxes.demo': async ({ auth, reply }) => {
      reply.code(202);
      return s.mailboxConnect.addDemo(auth.user);
    },

    'mailboxes.sync': async ({ auth, params }) => {
      await s.mailboxes.owned(auth.user.id, params.id);
      return s.mailboxConnect.requestSync(auth.user.id, params.id);
    },

    'mailboxes.update': async ({ auth, params, body }) =>
      s.mailboxConnect.setContactPolicy(auth.user.id, params.id, body.contactPolicy),

    'mailboxes.disconnect': async ({ auth, params }) => {
      const row = await s.mailboxConnect.disconnect(auth.user.id, params.id);
      return { message: `${row.address} disconnected; its mail stays searchable` };
    },

    'mailboxes.syncContacts': async ({ auth, params }) =>
      s.mailboxConnect.syncContacts(auth.user.id, params.id),

    'mailboxes.removal': async ({ auth, params }) => s.mailboxConnect.removal(auth.user.id, params.id),

    'mailboxes.delete': async ({ auth, params, query }) => {
      const row = await s.mailboxConnect.remove(auth.user.id, params.id, query.deleteData === 'false');
      if (query.deleteData === 'false')
        return { message: `${row.address} removed; its mail stays searchable` };
      const n = row.contactsRemoved;
      return {
        message: `${row.address} removed with its mail${n > 0 ? ` and ${n} ${n === 1 ? 'contact' : 'contacts'} that came only from it` : ''}`,
      };
    },

    'emails.list': async ({ auth, query }) => s.emails.list(auth.user.id, query),
    'emails.get': async ({ auth, params }) => s.emails.get(auth.user.id, params.id),
    'threads.get': async ({ auth, params }) => s.emails.thread(auth.user.id, params.id),
  };
}
