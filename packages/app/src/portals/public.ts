import { paths } from '../site/paths.ts';
import { built, informationEntries, planned, type Portal } from './table.ts';

/**
 * The signed-out set (spec document 1, section 2 "Public routes"; document 2, section 2 "Signed-out
 * routes"), with the standalone login and sign-up pages.
 */
export const publicPortal: Portal = {
  id: 'public',
  role: null,
  entries: [
    built(paths.home, 'landing'),
    // The landing page; the token is an email-confirmation token (the login modal opens after it).
    built(paths.loginPage, 'landing'),
    built(paths.login, 'login'),
    built(paths.signUp, 'signUp'),
    built(paths.findExperts, 'findExperts'),
    built(paths.findExpertsSearch, 'findExperts'),
    ...informationEntries,
    built(paths.categoryDescription, 'categoryDescription'),
    planned('/job-details/:id/:isPublic', 'Public job details'),
    built(paths.publicExpertProfile, 'expertProfile'),
    built(paths.expertProfile, 'expertProfile'),
    planned(paths.confirmYourEmail, 'Confirm your email (the sign-up email in navigation state)'),
    planned('/forget-password', 'Forgot password'),
    planned('/reset-password/:token?', 'Reset password'),
    built(paths.tellUsAboutCompany, 'companyEnquiry'),
    planned(paths.findWork, 'Find Work'),
    planned('/get-started', 'Get started (freelancer without a professional profile)'),
  ],
};
