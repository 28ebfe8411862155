import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { loginMessages, serverMessages, sessionEndingErrors, signUpMessages } from '../../messages.ts';
import { errorBody, fail, handle, invalid, networkError, respond, serverError, tooMany } from '../define.ts';
import {
  buildAuthNotice,
  buildFreelancerLoginResponse,
  buildLoginResponse,
  buildSignUpResponse,
  buildSocialNewUserResponse,
  buildSocialSignUpResponse,
  buildUnconfirmedLoginError,
  fixtureAccounts,
  buildSocialLoginStart,
} from '../fixtures/auth.ts';

const [, signatureExpired, invalidSegment] = sessionEndingErrors;

/** Handlers of the auth calls, grouped by call; the first of each group is its default answer. */
export const authHandlers = {
  signUp: {
    created: respond('signUp', () => buildSignUpResponse()),
    emailTaken: invalid('signUp', 'email', serverMessages.emailTaken),
    passwordRule: invalid('signUp', 'password', signUpMessages.passwordRule),
    phoneNotVerified: invalid('signUp', 'phone_number', serverMessages.phoneNotVerified),
    tooMany: tooMany('signUp'),
    serverError: serverError('signUp'),
  },
  login: {
    ok: respond('login', () => buildLoginResponse()),
    freelancerWithoutProfile: respond('login', () => buildFreelancerLoginResponse('withoutProfile')),
    freelancerWithoutSecurityQuestion: respond('login', () => buildFreelancerLoginResponse('withoutSecurityQuestion')),
    freelancerComplete: respond('login', () => buildFreelancerLoginResponse('complete')),
    projectManagerWithJobs: respond('login', () => buildLoginResponse({ user_job: 3 })),
    admin: respond('login', () =>
      buildLoginResponse({ user: { ...fixtureAccounts.admin, is_security_ques_added: true } }),
    ),
    wrongPassword: fail('login', 401, errorBody(errorCodes.unauthenticated, serverMessages.invalidCredentials)),
    unconfirmed: fail('login', 403, buildUnconfirmedLoginError()),
    captchaRequired: invalid('login', 'captcha_token', loginMessages.captchaRequired, 'captcha_required'),
    tooMany: tooMany('login'),
    serverError: serverError('login'),
    networkError: networkError('login'),
  },
  socialLoginStart: {
    ok: respond('socialLoginStart', () => buildSocialLoginStart()),
    tooMany: tooMany('socialLoginStart'),
    serverError: serverError('socialLoginStart'),
  },
  socialLogin: {
    ok: respond('socialLogin', () => buildLoginResponse({ new_user: false })),
    newUser: respond('socialLogin', () => buildSocialNewUserResponse()),
    signedUp: respond('socialLogin', () => buildSocialSignUpResponse()),
    freelancerSignedUp: respond('socialLogin', () =>
      buildSocialSignUpResponse({ user: { ...fixtureAccounts.freelancer } }),
    ),
    /**
     * As the API answers an unknown identity: without a role, new_user (Select A Role); with one, the
     * account is created and signed in with that role (a Freelancer without a profile, a Project
     * Manager without a job).
     */
    asksRole: handle('socialLogin', async ({ request }) => {
      const { role } = (await request.json()) as { role?: string };
      if (role === 'freelancer')
        return HttpResponse.json(buildSocialSignUpResponse({ user: { ...fixtureAccounts.freelancer } }));
      return HttpResponse.json(role === 'project_manager' ? buildSocialSignUpResponse() : buildSocialNewUserResponse());
    }),
    invalidToken: fail('socialLogin', 401, errorBody(errorCodes.unauthenticated, serverMessages.socialTokenInvalid)),
    emailTaken: invalid('socialLogin', 'email', serverMessages.emailTaken),
    serverError: serverError('socialLogin'),
  },
  logout: {
    ok: respond('logout', () => buildAuthNotice('signedOut')),
    expired: fail('logout', 401, errorBody(errorCodes.unauthenticated, signatureExpired)),
    invalidSegment: fail('logout', 401, errorBody(errorCodes.unauthenticated, invalidSegment)),
  },
  forgotPassword: {
    ok: respond('forgotPassword', () => buildAuthNotice('forgotPasswordSent')),
    invalid: invalid('forgotPassword', 'email', loginMessages.emailInvalid),
    tooMany: tooMany('forgotPassword'),
    serverError: serverError('forgotPassword'),
  },
  resetPassword: {
    ok: respond('resetPassword', () => buildAuthNotice('passwordReset')),
    invalidToken: invalid('resetPassword', 'reset_password_token', serverMessages.resetTokenInvalid),
    passwordRule: invalid('resetPassword', 'password', signUpMessages.passwordRule),
    tooMany: tooMany('resetPassword'),
  },
  confirmEmail: {
    ok: respond('confirmEmail', () => buildAuthNotice('emailVerified')),
    invalid: invalid('confirmEmail', 'confirmation_token', serverMessages.confirmationInvalid),
  },
  resendConfirmationEmail: {
    ok: respond('resendConfirmationEmail', () => buildAuthNotice('confirmationSent')),
    alreadyConfirmed: invalid('resendConfirmationEmail', 'id', serverMessages.alreadyConfirmed),
    notFound: fail('resendConfirmationEmail', 404, errorBody(errorCodes.notFound, serverMessages.userNotFound)),
    tooMany: tooMany('resendConfirmationEmail'),
  },
};
