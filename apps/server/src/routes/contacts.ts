import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

export function contactHandlers(
  s: Services,
): HandlerGroup<
  | 'contacts.list'
  | 'contacts.get'
  | 'contacts.update'
  | 'contacts.delete'
  | 'contacts.timeline'
  | 'contacts.export'
  | 'contacts.bulkDelete'
> {
  return {
    'contacts.list': ({ auth, query }) => s.contacts.list(auth.user.id, query),
    'contacts.get': ({ auth, params }) => s.contacts.get(auth.user.id, params.id),
    'contacts.update': ({ auth, params, body }) => s.contacts.update(auth.user.id, params.id, body),
    'contacts.delete': ({ auth, params }) => s.contacts.remove(auth.user.id, params.id),
    'contacts.bulkDelete': ({ auth, body }) => s.contacts.removeMany(auth.user.id, body.ids),
    'contacts.timeline': ({ auth, params, query }) => s.contacts.timeline(auth.user.id, params.id, query),
    'contacts.export': async ({ auth, query, reply }) => {
      reply.header('content-disposition', 'attachment; filename="contacts.csv"');
      return s.contacts.exportCsv(auth.user.id, query);
    },
  };
}
