/**
 * The route tree of spec §2 (code-based). Every page is its own chunk (lazyRouteComponent);
 * the guard and the shells stay in the entry chunk.
 */

import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
} from '@tanstack/react-router';
import { LoadingScreen } from './components/chrome';
import { ToastRegion } from './components/ToastRegion';

// biome-ignore lint/complexity/noBannedTypes: the router carries no context yet
export type RouterContext = {};

function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('./pages/NotFound'), 'NotFoundPage'),
});

const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) =>
  lazyRouteComponent(load, name);

// Public auth screens
const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  component: page(() => import('./pages/auth/SignIn'), 'SignInPage'),
});
const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up',
  component: page(() => import('./pages/auth/SignUp'), 'SignUpPage'),
});
const forgotRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: page(() => import('./pages/auth/ForgotPassword'), 'ForgotPasswordPage'),
});
const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token',
  component: page(() => import('./pages/auth/ResetPassword'), 'ResetPasswordPage'),
});
const verifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  component: page(() => import('./pages/auth/VerifyEmail'), 'VerifyEmailPage'),
});

// Open to anyone
const unauthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unauthorized',
  component: page(() => import('./pages/Unauthorized'), 'UnauthorizedPage'),
});
const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support',
  component: page(() => import('./pages/Support'), 'SupportPage'),
});

// Signed in (verification not needed)
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_signed-in',
  component: lazyRouteComponent(() => import('./layouts/SignedIn'), 'SignedInLayout'),
});
const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/settings/profile',
  component: page(() => import('./pages/settings/ProfileSettings'), 'ProfileSettingsPage'),
});
const accountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/settings/account',
  component: page(() => import('./pages/settings/AccountSettings'), 'AccountSettingsPage'),
});

// Protected: signed in with a verified email
const protectedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_protected',
  component: lazyRouteComponent(() => import('./layouts/SignedIn'), 'ProtectedLayout'),
});
const workspacePage = page(() => import('./pages/workspace/Workspace'), 'WorkspacePage');
const homeRoute = createRoute({ getParentRoute: () => protectedRoute, path: '/', component: workspacePage });
const chatRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/chat/$chatId',
  component: workspacePage,
});
const contactsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/contacts',
  component: page(() => import('./pages/contacts/ContactsPage'), 'ContactsPage'),
});
const contactRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/contacts/$contactId',
  component: page(() => import('./pages/contacts/ContactPage'), 'ContactPage'),
});
const companiesRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/companies',
  component: page(() => import('./pages/companies/CompaniesPage'), 'CompaniesPage'),
});
const companyRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/companies/$companyId',
  component: page(() => import('./pages/companies/CompanyPage'), 'CompanyPage'),
});
const followUpsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/follow-ups',
  component: page(() => import('./pages/followUps/FollowUpsPage'), 'FollowUpsPage'),
});
const onboardingRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/onboarding',
  component: page(() => import('./pages/onboarding/Onboarding'), 'OnboardingPage'),
});
const mailboxCallbackRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/auth/google/callback',
  component: page(() => import('./pages/MailboxCallback'), 'MailboxCallbackPage'),
});
const microsoftCallbackRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/auth/microsoft/callback',
  component: page(() => import('./pages/MailboxCallback'), 'MicrosoftCallbackPage'),
});

// Admin: needs the permission named admin (decisions.md; the server enforces it too)
const adminLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_admin',
  component: lazyRouteComponent(() => import('./layouts/SignedIn'), 'AdminLayout'),
});
const adminPage = page(() => import('./pages/Admin'), 'AdminPage');
// `/admin/$` also matches `/admin` itself (an empty splat).
const adminSplatRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/admin/$',
  component: adminPage,
});

export const routeTree = rootRoute.addChildren([
  signInRoute,
  signUpRoute,
  forgotRoute,
  resetRoute,
  verifyRoute,
  unauthorizedRoute,
  supportRoute,
  signedInRoute.addChildren([profileRoute, accountRoute]),
  protectedRoute.addChildren([
    homeRoute,
    chatRoute,
    onboardingRoute,
    mailboxCallbackRoute,
    microsoftCallbackRoute,
    contactsRoute,
    contactRoute,
    companiesRoute,
    companyRoute,
    followUpsRoute,
  ]),
  adminLayoutRoute.addChildren([adminSplatRoute]),
]);

export function createAppRouter(
  context: RouterContext,
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  return createRouter({
    routeTree,
    context,
    defaultPendingComponent: () => <LoadingScreen />,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...options,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
