import type { Services } from '../services/index.js';
import type { HandlerGroup } from './define.js';

type UserKeys =
  | 'user.profile'
  | 'user.skipSync'
  | 'user.disableInputWarning'
  | 'user.update'
  | 'onboarding.complete';

export function userHandlers(s: Services): HandlerGroup<UserKeys> {
  return {
    'user.profile': ({ auth }) => s.users.profile(auth.user.id),
    'user.skipSync': ({ auth }) => s.users.skipSync(auth.user.id),
    'user.disableInputWarning': ({ auth }) => s.users.disableInputWarning(auth.user.id),
    'user.update': ({ auth, body }) => s.users.update(auth.user.id, body),
    'onboarding.complete': ({ auth }) => s.users.completeOnboarding(auth.user.id),
  };
}
