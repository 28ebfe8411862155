import { securityQuestionOptions } from '../../constants.ts';
import type { EndpointName } from '../../endpoints.ts';
import { errorCodes } from '../../errors.ts';
import {
  changePasswordMessages,
  phoneCodeMessages,
  securityQuestionMessages,
  serverMessages,
  sessionEndingErrors,
  signUpMessages,
} from '../../messages.ts';
import { errorBody, fail, forbidden, invalid, respond, serverError, tooMany } from '../define.ts';
import {
  buildActivity,
  buildOtherSessionsSignedOut,
  buildSessions,
  buildAdminDetails,
  buildChangePasswordResponse,
  buildCompleteFreelancerDetails,
  buildDeviceCheck,
  buildDeviceVerified,
  buildPhoneCodeSent,
  buildPhoneVerified,
  buildProjectManagerDetails,
  buildSecurityQuestion,
  buildSecurityQuestionSaved,
  buildSecurityQuestions,
  buildUpdateUserResponse,
  buildUserDetails,
  buildUserPhoneVerified,
  buildVerificationEmailSent,
  buildVerifyAnswerResponse,
} from '../fixtures/users.ts';

const [invalidUser, signatureExpired] = sessionEndingErrors;
const unauthenticated = (name: EndpointName, message: string) =>
  fail(name, 401, errorBody(errorCodes.unauthenticated, message));
const userNotFound = (name: EndpointName) =>
  fail(name, 404, errorBody(errorCodes.notFound, serverMessages.userNotFound));

/** The code failures of the device and phone checks (the API's codes). */
const codeInvalid = (name: EndpointName, field: string) =>
  invalid(name, field, serverMessages.codeInvalid, 'code_invalid');
const codeExpired = (name: EndpointName, field: string) =>
  invalid(name, field, serverMessages.codeExpired, 'code_expired');
const codeAttemptsExceeded = (name: EndpointName, field: string) =>
  invalid(name, field, serverMessages.codeAttemptsExceeded, 'code_attempts_exceeded');

/** Handlers of the users calls, grouped by call; the first of each group is its default answer. */
export const usersHandlers = {
  currentUser: {
    freelancerWithoutProfile: respond('currentUser', () => buildUserDetails()),
    freelancerComplete: respond('currentUser', () => buildCompleteFreelancerDetails()),
    projectManager: respond('currentUser', () => buildProjectManagerDetails()),
    /** A manager who has connected Google Calendar (issue 16: the meeting provider's connect step). */
    projectManagerWithCalendar: respond('currentUser', () => ({
      ...buildProjectManagerDetails(),
      is_google_access: true,
    })),
    admin: respond('currentUser', () => buildAdminDetails()),
    expired: unauthenticated('currentUser', signatureExpired),
    invalidUser: unauthenticated('currentUser', invalidUser),
  },
  userDetails: {
    ok: respond('userDetails', () => buildCompleteFreelancerDetails()),
    forbidden: forbidden('userDetails'),
    notFound: userNotFound('userDetails'),
  },
  updateUser: {
    ok: respond('updateUser', () => buildUpdateUserResponse()),
    countryUnknown: invalid('updateUser', 'country_id', serverMessages.countryUnknown),
    companyNameTooLong: invalid('updateUser', 'company_name', serverMessages.companyNameTooLong),
    forbidden: forbidden('updateUser'),
    notFound: userNotFound('updateUser'),
  },
  changePassword: {
    ok: respond('changePassword', () => buildChangePasswordResponse()),
    signedOutOtherDevices: respond('changePassword', () => buildChangePasswordResponse({ signed_out_sessions: 2 })),
    wrongCurrent: invalid('changePassword', 'user.current_password', serverMessages.currentPasswordWrong),
    sameAsCurrent: invalid('changePassword', 'user.password', changePasswordMessages.sameAsCurrent),
    passwordRule: invalid('changePassword', 'user.password', signUpMessages.passwordRule),
    forbidden: forbidden('changePassword'),
    tooMany: tooMany('changePassword'),
    serverError: serverError('changePassword'),
  },
  updateActivity: {
    ok: respond('updateActivity', () => buildActivity()),
  },
  sessions: {
    ok: respond('sessions', () => buildSessions()),
    expired: unauthenticated('sessions', signatureExpired),
  },
  signOutSession: {
    ok: respond('signOutSession', () => ({ message: serverMessages.sessionSignedOut })),
    notFound: fail('signOutSession', 404, errorBody(errorCodes.notFound, serverMessages.sessionNotFound)),
  },
  signOutOtherSessions: {
    ok: respond('signOutOtherSessions', () => buildOtherSessionsSignedOut()),
  },

  // Security questions.
  securityQuestions: {
    none: respond('securityQuestions', () => buildSecurityQuestions()),
    existing: respond('securityQuestions', () => buildSecurityQuestions(buildSecurityQuestion())),
  },
  verifySecurityAnswer: {
    ok: respond('verifySecurityAnswer', () => buildVerifyAnswerResponse()),
    wrong: invalid('verifySecurityAnswer', 'answer', securityQuestionMessages.wrongOldAnswer),
    notFound: fail(
      'verifySecurityAnswer',
      404,
      errorBody(errorCodes.notFound, serverMessages.securityQuestionNotFound),
    ),
    tooMany: tooMany('verifySecurityAnswer'),
  },
  changeSecurityQuestion: {
    ok: respond('changeSecurityQuestion', () => buildSecurityQuestionSaved({ question: securityQuestionOptions[1] })),
    answerNotVerified: fail(
      'changeSecurityQuestion',
      403,
      errorBody('answer_not_verified', serverMessages.answerNotVerified),
    ),
    unknownQuestion: invalid('changeSecurityQuestion', 'question', serverMessages.questionUnknown),
    serverError: serverError('changeSecurityQuestion'),
  },
  createSecurityQuestions: {
    ok: respond('createSecurityQuestions', () => buildSecurityQuestionSaved()),
    alreadyAdded: invalid(
      'createSecurityQuestions',
      'security_questions_attributes',
      serverMessages.questionAlreadyAdded,
    ),
    answerBlank: invalid(
      'createSecurityQuestions',
      'security_questions_attributes.0.answer',
      signUpMessages.fieldBlank,
    ),
    serverError: serverError('createSecurityQuestions'),
  },
  resetSecurityQuestion: {
    ok: respond('resetSecurityQuestion', () => buildSecurityQuestionSaved()),
    wrongPassword: invalid('resetSecurityQuestion', 'password', serverMessages.currentPasswordWrong),
    tooMany: tooMany('resetSecurityQuestion'),
    serverError: serverError('resetSecurityQuestion'),
  },

  // Device check.
  deviceAuthorised: {
    authorised: respond('deviceAuthorised', () => buildDeviceCheck(true)),
    needsCheck: respond('deviceAuthorised', () => buildDeviceCheck(false)),
  },
  sendVerificationEmail: {
    ok: respond('sendVerificationEmail', () => buildVerificationEmailSent()),
    tooSoon: tooMany('sendVerificationEmail', 30),
    serverError: serverError('sendVerificationEmail'),
  },
  verifyCode: {
    ok: respond('verifyCode', () => buildDeviceVerified()),
    invalid: codeInvalid('verifyCode', 'code'),
    expired: codeExpired('verifyCode', 'code'),
    attemptsExceeded: codeAttemptsExceeded('verifyCode', 'code'),
  },

  // Phone codes.
  sendPhoneCode: {
    signUp: respond('sendPhoneCode', () => buildPhoneCodeSent()),
    settings: respond('sendPhoneCode', () => buildPhoneCodeSent({ code_length: 5 })),
    resent: respond('sendPhoneCode', () => buildPhoneCodeSent({ resend_after_seconds: 60 })),
    tooSoon: tooMany('sendPhoneCode', 30),
    invalidNumber: invalid('sendPhoneCode', 'phone_number', signUpMessages.phoneInvalid),
    serverError: serverError('sendPhoneCode'),
  },
  verifyPhoneCode: {
    ok: respond('verifyPhoneCode', () => buildPhoneVerified()),
    invalid: codeInvalid('verifyPhoneCode', 'otp'),
    expired: codeExpired('verifyPhoneCode', 'otp'),
    attemptsExceeded: codeAttemptsExceeded('verifyPhoneCode', 'otp'),
    wrongLength: invalid('verifyPhoneCode', 'otp', phoneCodeMessages.signUpCodeLength),
    serverError: serverError('verifyPhoneCode'),
  },
  verifyUserFromCode: {
    ok: respond('verifyUserFromCode', () => buildUserPhoneVerified()),
    invalid: codeInvalid('verifyUserFromCode', 'otp'),
    expired: codeExpired('verifyUserFromCode', 'otp'),
    notFound: userNotFound('verifyUserFromCode'),
  },
};
