import type { Services } from '../wiring.js';
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
    'user.update': async ({ auth, body }) => {
      const profile = await s.users.update(auth.user.id, body);
      // Google tokens given here connect Gmail like the OAuth hand-off does.
      if (body.google_access_token || body.google_refresh_token)
        await s.mailbox.adoptLegacyTokens(auth.user.id);
      return profile;
    },
    'onboarding.complete': ({ auth }) => s.users.completeOnboarding(auth.user.id),
  };
}
