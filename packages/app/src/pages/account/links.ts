import { accountModalSearch } from '../../auth/accountModalLink.ts';
import { accountPaths } from './paths.ts';

// The account screens' links (kept apart from paths.ts, which the route tables load up front).

/** The landing page with the login modal open (where "Login" links of these screens go). */
export const loginHref = `/${accountModalSearch('login')}`;

/** The signed-in home (spec document 1, section 2: "/ is the home/dashboard for every signed-in role"). */
export const homePath = '/';

/** Each of the three security-answer screens, for a `type`: `/auth-question/settings`. */
export const answerHref = (screen: 'authQuestion' | 'forgetAnswer' | 'resetAnswer', type?: string) =>
  accountPaths[screen].replace('/:type?', type ? `/${encodeURIComponent(type)}` : '');

/** The development mailbox, optionally showing only what went to `to`. */
export const mailboxHref = (to?: string) =>
  to ? `${accountPaths.devMailbox}?${new URLSearchParams({ to }).toString()}` : accountPaths.devMailbox;

/**
 * What `/auth-question/:type?` guards (the spec names the routes, not their types). The type names
 * where the user goes once the answer checks out; an absent or unknown type goes to the settings.
 * A later screen that asks for the answer first (document 2's payment set-up, say) adds its type
 * here and links to `answerHref('authQuestion', type)`.
 */
export const answerTargets = {
  settings: { path: accountPaths.settings, purpose: 'your account settings' },
} as const satisfies Record<string, { path: string; purpose: string }>;
export type AnswerTargetType = keyof typeof answerTargets;

export function answerTarget(type: string | undefined): (typeof answerTargets)[AnswerTargetType] {
  return type !== undefined && Object.hasOwn(answerTargets, type)
    ? answerTargets[type as AnswerTargetType]
    : answerTargets.settings;
}
