import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

type PostUpdateKeys =
  | 'postUpdates.list'
  | 'postUpdates.create'
  | 'postUpdates.updateStatus'
  | 'postUpdates.disableShowStatus'
  | 'postUpdates.detectIntentions'
  | 'postUpdates.undo'
  | 'followUps.list'
  | 'followUps.update';

export function postUpdateHandlers(s: Services): HandlerGroup<PostUpdateKeys> {
  return {
    'postUpdates.list': ({ auth }) => s.postUpdates.list(auth.user.id),
    'postUpdates.create': ({ auth, body }) => s.postUpdates.create(auth.user.id, body),
    'postUpdates.updateStatus': ({ auth, params, body }) =>
      s.postUpdates.updateStatus(auth.user.id, params.id, body.status),
    'postUpdates.disableShowStatus': ({ auth, params }) =>
      s.postUpdates.disableShowStatus(auth.user.id, params.id),
    'postUpdates.detectIntentions': ({ body }) => s.assistant.detectIntent(body.text),
    'postUpdates.undo': ({ auth, params }) => s.postUpdates.undo(auth.user.id, params.id),
    'followUps.list': async ({ auth, query }) => ({
      items: await s.postUpdateChanges.followUps(auth.user.id, query),
    }),
    'followUps.update': ({ auth, params, body }) =>
      s.postUpdateChanges.updateFollowUp(auth.user.id, params.id, body),
  };
}
