import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

type AuthKeys =
  | 'auth.login'
  | 'auth.signup'
  | 'auth.signout'
  | 'auth.refresh'
  | 'auth.verifyEmail'
  | 'auth.resendOtp'
  | 'auth.forgotPassword'
  | 'auth.resetPassword'
  | 'auth.changePassword'
  | 'auth.signoutAll';

export function authHandlers(s: Services): HandlerGroup<AuthKeys> {
  return {
    'auth.login': ({ body, request }) => s.auth.signIn(body, request.ip),
    'auth.signup': ({ body }) => s.auth.signUp(body),
    'auth.signout': async ({ auth }) => {
      await s.auth.signOut(auth.claims);
      return { message: 'You have been signed out of your account.' };
    },
    'auth.refresh': ({ body }) => s.auth.refresh(body.refresh_token),
    'auth.verifyEmail': ({ auth, body }) => s.auth.verifyEmail(auth.user, body.otp),
    'auth.resendOtp': ({ auth }) => s.auth.resendOtp(auth.user),
    'auth.forgotPassword': ({ body }) => s.auth.forgotPassword(body),
    'auth.resetPassword': ({ body }) => s.auth.resetPassword(body),
    'auth.changePassword': ({ auth, body }) => s.auth.changePassword(auth.user, auth.claims, body),
    'auth.signoutAll': async ({ auth }) => {
      await s.auth.signOutAll(auth.user.id);
      return { message: 'You have been signed out everywhere.' };
    },
  };
}
