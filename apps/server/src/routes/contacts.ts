import type { Services } from '../services/index.js';
import type { HandlerGroup } from './define.js';

export function contactHandlers(s: Services): HandlerGroup<'contacts.list' | 'contacts.get'> {
  return {
    'contacts.list': ({ auth, query }) => s.contacts.list(auth.user.id, query),
    'contacts.get': ({ auth, params }) => s.contacts.get(auth.user.id, params.id),
  };
}
