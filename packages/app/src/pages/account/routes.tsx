import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { accountPaths } from './paths.ts';

export { signedInAccountRouteRoles } from './paths.ts';

/**
 * /dev/mailbox, the development mailbox. Always in the tables: the page asks the API, and a
 * production API (which does not mount the devOnly call) makes it the not-found page (DevMailbox.tsx).
 */
export const devMailboxRoute = lazyPage(accountPaths.devMailbox, async () => ({
  Component: (await import('./DevMailbox.tsx')).DevMailbox,
}));

/** The signed-out account screens (spec document 1, section 2; document 2, section 2). */
export const publicAccountRoutes: RouteObject[] = [
  lazyPage(accountPaths.confirmYourEmail, async () => ({
    Component: (await import('./ConfirmYourEmail.tsx')).ConfirmYourEmail,
  })),
  lazyPage(accountPaths.forgetPassword, async () => ({
    Component: (await import('./ForgetPassword.tsx')).ForgetPassword,
  })),
  lazyPage(accountPaths.resetPassword, async () => ({
    Component: (await import('./ResetPasswordPage.tsx')).ResetPasswordPage,
  })),
  devMailboxRoute,
];

/**
 * The signed-in account screens. Which roles have each is `signedInAccountRouteRoles` (keyed by
 * the same paths), so each role's route table takes only its own.
 */
export const signedInAccountRoutes: RouteObject[] = [
  lazyPage(accountPaths.getStarted, async () => ({ Component: (await import('./GetStarted.tsx')).GetStarted })),
  lazyPage(accountPaths.application, async () => ({
    Component: (await import('./ApplicationPage.tsx')).ApplicationPage,
  })),
  lazyPage(accountPaths.freelancerSuccess, async () => ({
    Component: (await import('./FreelancerSuccess.tsx')).FreelancerSuccess,
  })),
  lazyPage(accountPaths.securityQuestions, async () => ({
    Component: (await import('./SecurityQuestions.tsx')).SecurityQuestions,
  })),
  lazyPage(accountPaths.authQuestion, async () => ({ Component: (await import('./AuthQuestion.tsx')).AuthQuestion })),
  lazyPage(accountPaths.forgetAnswer, async () => ({ Component: (await import('./ForgetAnswer.tsx')).ForgetAnswer })),
  lazyPage(accountPaths.resetAnswer, async () => ({ Component: (await import('./ResetAnswer.tsx')).ResetAnswer })),
  lazyPage(accountPaths.settings, async () => ({ Component: (await import('./Settings.tsx')).Settings })),
  devMailboxRoute,
];
