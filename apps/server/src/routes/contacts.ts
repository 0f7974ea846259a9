import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

export function contactHandlers(
  s: Services,
): HandlerGroup<
  | 'contacts.list'
  | 'contacts.get'
  | 'contacts.update'
  | 'contacts.delete'
  | 'contacts.resolveConflict'
  | 'contacts.timeline'
  | 'contacts.export'
  | 'contacts.suggestions'
  | 'contacts.acceptSuggestion'
  | 'contacts.dismissSuggestion'
  | 'companies.list'
  | 'companies.get'
  | 'companies.update'
  | 'companies.delete'
  | 'contacts.bulkDelete'
> {
  return {
    'contacts.list': ({ auth, query }) => s.contacts.list(auth.user.id, query),
    'contacts.get': ({ auth, params }) => s.contacts.get(auth.user.id, params.id),
    'contacts.update': ({ auth, params, body }) => s.contacts.update(auth.user.id, params.id, body),
    'contacts.delete': ({ auth, params }) => s.contacts.remove(auth.user.id, params.id),
    'contacts.resolveConflict': ({ auth, params, body }) =>
      s.contacts.resolveConflict(auth.user.id, params.id, params.field, body.keep),
    'contacts.bulkDelete': ({ auth, body }) => s.contacts.removeMany(auth.user.id, body.ids),
    'contacts.timeline': ({ auth, params, query }) => s.contacts.timeline(auth.user.id, params.id, query),
    'companies.list': ({ auth, query }) => s.companies.list(auth.user.id, query),
    'companies.get': ({ auth, params }) => s.companies.get(auth.user.id, params.id),
    'companies.update': ({ auth, params, body }) => s.companies.update(auth.user.id, params.id, body),
    'companies.delete': ({ auth, params }) => s.companies.remove(auth.user.id, params.id),
    'contacts.suggestions': ({ auth }) => s.suggestions.list(auth.user.id),
    'contacts.acceptSuggestion': ({ auth, body }) => s.suggestions.accept(auth.user.id, body.email),
    'contacts.dismissSuggestion': async ({ auth, body }) => {
      await s.suggestions.dismiss(auth.user.id, body.email);
    },
    'contacts.export': async ({ auth, query, reply }) => {
      reply.header('content-disposition', 'attachment; filename="contacts.csv"');
      return s.contacts.exportCsv(auth.user.id, query);
    },
  };
}
