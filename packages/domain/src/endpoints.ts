import { z } from 'zod';
import { errorResponseSchema } from './errors.ts';
import { healthResponseSchema } from './health.ts';
import type { Role } from './roles.ts';
import {
  confirmEmailQuerySchema,
  deviceCheckResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  resendConfirmationQuerySchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  socialLoginRequestSchema,
  socialLoginResponseSchema,
  socialLoginStartRequestSchema,
  socialLoginStartResponseSchema,
  unconfirmedLoginErrorSchema,
  verifyCodeQuerySchema,
  verifyCodeResponseSchema,
} from './schemas/accounts.ts';
import {
  captchaChallengeResponseSchema,
  captchaConfigResponseSchema,
  captchaSolveRequestSchema,
  captchaSolveResponseSchema,
} from './schemas/captcha.ts';
import {
  contactExpertsQuerySchema,
  contactExpertsResponseSchema,
  countriesResponseSchema,
  findFreelancersQuerySchema,
  findFreelancersResponseSchema,
  freelancerDetailsParamsSchema,
  freelancerDetailsResponseSchema,
  sampleProfilesResponseSchema,
  skillsResponseSchema,
  techRolesResponseSchema,
  templateDetailsQuerySchema,
  templateDetailsResponseSchema,
  welcomeQuerySchema,
  welcomeResponseSchema,
} from './schemas/catalog.ts';
import {
  applicationResponseSchema,
  createProfileRequestSchema,
  createProfileResponseSchema,
  saveApplicationRequestSchema,
} from './schemas/application.ts';
import {
  generateAboutMeRequestSchema,
  generateAboutMeResponseSchema,
  generateResumeRequestSchema,
  generateResumeResponseSchema,
  resumeImportFormats,
} from './schemas/ai.ts';
import { geoLocationSchema, reverseGeocodeQuerySchema } from './schemas/geo.ts';
import {
  addFavoriteRequestSchema,
  availableJobFiltersResponseSchema,
  destroyFilterRequestSchema,
  favoriteResponseSchema,
  fetchAllJobsResponseSchema,
  findJobsQuerySchema,
  jobListResponseSchema,
  jobParamsSchema,
  jobResponseSchema,
  jobSearchFiltersSchema,
  jobsByStatusQuerySchema,
  managerDashboardQuerySchema,
  managerDashboardResponseSchema,
  removeFavoriteQuerySchema,
  saveFilterRequestSchema,
  saveJobRequestSchema,
  savedFilterResponseSchema,
  digestUnsubscribeQuerySchema,
  digestUnsubscribeRequestSchema,
  savedFiltersResponseSchema,
  screeningQuestionParamsSchema,
} from './schemas/jobs.ts';
import {
  answerInvitationRequestSchema,
  answerOfferRequestSchema,
  archiveProposalRequestSchema,
  candidateListResponseSchema,
  changeProposalRequestSchema,
  favoritedFreelancersQuerySchema,
  freelancerJobResponseSchema,
  invitationListQuerySchema,
  invitationListResponseSchema,
  invitationResponseSchema,
  makeOfferRequestSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  offerResponseSchema,
  proposalListQuerySchema,
  proposalListResponseSchema,
  proposalParamsSchema,
  proposalResponseSchema,
  proposalsByStatusQuerySchema,
  proposalTabsCountResponseSchema,
  sendInvitationRequestSchema,
  signedInFindFreelancersQuerySchema,
  submitProposalRequestSchema,
} from './schemas/proposals.ts';
import { applicationStatusResponseSchema } from './schemas/vetting.ts';
import {
  clientHistoryQuerySchema,
  clientHistoryResponseSchema,
  clientParamsSchema,
  projectManagerResponseSchema,
  projectManagersQuerySchema,
  projectManagersResponseSchema,
} from './schemas/clients.ts';
import {
  codingTestResponseSchema,
  saveCodingTestAnswersRequestSchema,
  saveCodingTestAnswersResponseSchema,
  submitCodingTestRequestSchema,
} from './schemas/codingTest.ts';
import { idParamsSchema, messageResponseSchema, pageQuerySchema } from './schemas/common.ts';
import {
  fileBytesSchema,
  uploadFileQuerySchema,
  uploadFileRequestSchema,
  uploadFileResponseSchema,
  uploadMediaTypes,
  uploadParamsSchema,
  uploadRules,
} from './schemas/uploads.ts';
import { bookCallRequestSchema, contactResponseSchema, talkToExpertRequestSchema } from './schemas/contact.ts';
import {
  devIdentityRequestSchema,
  devIdentityResponseSchema,
  devMailboxQuerySchema,
  devMailboxResponseSchema,
} from './schemas/dev.ts';
import {
  sendPhoneCodeRequestSchema,
  sendPhoneCodeResponseSchema,
  verifyPhoneCodeRequestSchema,
  verifyPhoneCodeResponseSchema,
  verifyUserFromCodeRequestSchema,
} from './schemas/phone.ts';
import {
  changeSecurityQuestionRequestSchema,
  createSecurityQuestionsRequestSchema,
  resetSecurityQuestionRequestSchema,
  securityQuestionSavedResponseSchema,
  securityQuestionsResponseSchema,
  verifyAnswerRequestSchema,
  verifyAnswerResponseSchema,
} from './schemas/security.ts';
import {
  activityResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
  signOutOtherSessionsResponseSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
  userDetailsSchema,
} from './schemas/users.ts';

/** Every call lives under this prefix. */
export const API_PREFIX = '/api/v1';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Who may make a call: anyone, any signed-in user, or signed-in users of the listed roles. */
export type EndpointAccess = 'public' | 'signedIn' | readonly Role[];

/** How the client sends the body (spec document 1, section 7: sign-up is multipart, login form data). */
export const bodyTypes = ['json', 'form', 'multipart'] as const;
export type BodyType = (typeof bodyTypes)[number];

export interface EndpointDefinition {
  method: HttpMethod;
  /** Path below {@link API_PREFIX}, with `:param` segments. */
  path: `/${string}`;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Defaults to JSON. */
  bodyType?: BodyType;
  /**
   * The API never reads this body into memory (its body parser stops at 1 MB): the handler streams
   * it from the request (uploads). `body` then only describes it, for the client and OpenAPI; the
   * handler checks it as it reads.
   */
  streamed?: boolean;
  response: z.ZodType;
  /**
   * Set when the success answer is a file's bytes rather than JSON: the media types it may have.
   * `response` is then {@link fileBytesSchema} and the client answers with a `Blob`.
   */
  responseMediaTypes?: readonly string[];
  /** The status of a successful answer. */
  status: number;
  /** The failures this call answers on purpose, each with its body's schema. */
  errors: Readonly<Partial<Record<number, z.ZodType>>>;
  /** Answered only outside production (the development mailbox and identity provider). */
  devOnly?: boolean;
  summary: string;
}

const envelope = errorResponseSchema;
/** Failures every call with a body or query can give. */
const invalid = { 400: envelope, 422: envelope } as const;
/** Failures of a call that needs a token. */
const signedIn = { 401: envelope } as const;
const limited = { 429: envelope } as const;
/** A call whose hosted captcha could not be checked (the provider unreachable): try again later. */
const captchaUnavailable = { 503: envelope } as const;

/**
 * The endpoint table of `/api/v1` (spec document 1, section 7). The API mounts its routes from it,
 * the client derives its calls from it, the MSW handlers answer it, and `GET /openapi.json` is
 * generated from it.
 */
export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    response: healthResponseSchema,
    status: 200,
    errors: {},
    summary: 'Liveness, and the database the instance is using',
  },

  // Accounts: sign-up, login, sessions.
  signUp: {
    method: 'POST',
    path: '/signup',
    access: 'public',
    body: signUpRequestSchema,
    bodyType: 'multipart',
    response: signUpResponseSchema,
    status: 201,
    errors: { ...invalid, ...limited },
    summary: 'Create a Project Manager or Freelancer account and mail its confirmation link',
  },
  login: {
    method: 'POST',
    path: '/login',
    access: 'public',
    body: loginRequestSchema,
    bodyType: 'form',
    response: loginResponseSchema,
    status: 200,
    errors: { ...invalid, 401: envelope, 403: unconfirmedLoginErrorSchema, ...limited, ...captchaUnavailable },
    summary: 'Log in with email, password and a solved captcha',
  },
  socialLoginStart: {
    method: 'POST',
    path: '/social_login/start',
    access: 'public',
    body: socialLoginStartRequestSchema,
    response: socialLoginStartResponseSchema,
    status: 200,
    errors: { ...invalid, ...limited },
    summary: 'Begin a social sign-in: the nonce the id token must carry, and how the browser signs in',
  },
  socialLogin: {
    method: 'POST',
    path: '/social_login',
    access: 'public',
    body: socialLoginRequestSchema,
    response: socialLoginResponseSchema,
    status: 200,
    errors: { ...invalid, 401: envelope, 403: envelope, ...limited },
    summary: 'Log in (or sign up, once a role is chosen) with an identity provider token',
  },
  logout: {
    method: 'DELETE',
    path: '/logout',
    access: 'signedIn',
    response: messageResponseSchema,
    status: 200,
    errors: { ...signedIn },
    summary: 'End the current session',
  },
  forgotPassword: {
    method: 'POST',
    path: '/forgot_password',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    status: 200,
    errors: { ...invalid, ...limited },
    summary: 'Mail a single-use password reset link (same answer whether or not the account exists)',
  },
  resetPassword: {
    method: 'POST',
    path: '/reset_password',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    status: 200,
    errors: { ...invalid, ...limited },
    summary: 'Set a new password with the mailed token; every session ends',
  },
  sendVerificationEmail: {
    method: 'GET',
    path: '/send_verification_email',
    access: 'signedIn',
    response: messageResponseSchema,
    status: 200,
    errors: { ...signedIn, ...limited },
    summary: 'Mail a 6-digit code that verifies the current device',
  },
  verifyCode: {
    method: 'GET',
    path: '/verify_code',
    access: 'signedIn',
    query: verifyCodeQuerySchema,
    response: verifyCodeResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, ...limited },
    summary: 'Verify the current device with the mailed code',
  },
  confirmEmail: {
    method: 'GET',
    path: '/confirm_email',
    access: 'public',
    query: confirmEmailQuerySchema,
    response: messageResponseSchema,
    status: 200,
    errors: { ...invalid },
    summary: 'Confirm an email address with the token of the mailed link',
  },
  resendConfirmationEmail: {
    method: 'GET',
    path: '/resend_confirmation_email',
    access: 'public',
    query: resendConfirmationQuerySchema,
    response: messageResponseSchema,
    status: 200,
    errors: { ...invalid, 404: envelope, ...limited },
    summary: 'Mail a new confirmation link to an unconfirmed account',
  },
  deviceAuthorised: {
    method: 'GET',
    path: '/device_authorised',
    access: 'signedIn',
    response: deviceCheckResponseSchema,
    status: 200,
    errors: { ...signedIn },
    summary: 'Whether the device of this session is verified (Freelancers and Project Managers)',
  },
  updateActivity: {
    method: 'GET',
    path: '/update_user_activity',
    access: 'signedIn',
    response: activityResponseSchema,
    status: 200,
    errors: { ...signedIn },
    summary: 'Record that the user is active now',
  },
  sessions: {
    method: 'GET',
    path: '/sessions',
    access: 'signedIn',
    response: sessionListResponseSchema,
    status: 200,
    errors: { ...signedIn },
    summary: "The signed-in user's live sessions (device, address, last used), the current one marked",
  },
  signOutSession: {
    method: 'DELETE',
    path: '/sessions/:id',
    access: 'signedIn',
    params: sessionParamsSchema,
    response: messageResponseSchema,
    status: 200,
    errors: { ...signedIn, 404: envelope, 422: envelope },
    summary: 'Sign one of your sessions out (another device, or this one)',
  },
  signOutOtherSessions: {
    method: 'DELETE',
    path: '/sessions',
    access: 'signedIn',
    response: signOutOtherSessionsResponseSchema,
    status: 200,
    errors: { ...signedIn },
    summary: 'Sign out every session but this one',
  },

  // Phone codes.
  sendPhoneCode: {
    method: 'POST',
    path: '/phone_verifications/send_otp',
    access: 'public',
    body: sendPhoneCodeRequestSchema,
    response: sendPhoneCodeResponseSchema,
    status: 200,
    errors: { ...invalid, ...limited },
    summary: 'Text a one-time code (6 digits for sign-up, 5 for the settings popup)',
  },
  verifyPhoneCode: {
    method: 'POST',
    path: '/phone_verifications/verify_otp',
    access: 'public',
    body: verifyPhoneCodeRequestSchema,
    response: verifyPhoneCodeResponseSchema,
    status: 200,
    errors: { ...invalid, ...limited },
    summary: 'Check a texted code (single use, 10 minutes, limited tries)',
  },
  verifyUserFromCode: {
    method: 'POST',
    path: '/phone_verifications/verify_user_from_otp',
    access: 'public',
    body: verifyUserFromCodeRequestSchema,
    response: messageResponseSchema,
    status: 200,
    errors: { ...invalid, 404: envelope, ...limited },
    summary: "Verify a user's phone with the code texted for that user",
  },

  // Users.
  currentUser: {
    method: 'GET',
    path: '/current_user_details',
    access: 'signedIn',
    response: userDetailsSchema,
    status: 200,
    errors: { ...signedIn },
    summary: 'The signed-in user',
  },
  userDetails: {
    method: 'GET',
    path: '/users/:id/user_details',
    access: 'signedIn',
    params: idParamsSchema,
    response: userDetailsSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: "A user's details (the user themself, or staff)",
  },
  updateUser: {
    method: 'PUT',
    path: '/users/:id',
    access: 'signedIn',
    params: idParamsSchema,
    body: updateUserRequestSchema,
    response: updateUserResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: "Update a user's own account (or any, for an admin)",
  },
  changePassword: {
    method: 'PATCH',
    path: '/update_password/:id',
    access: 'signedIn',
    params: idParamsSchema,
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, ...limited },
    summary: 'Change the password; optionally every other device must sign in again',
  },

  // Security questions.
  securityQuestions: {
    method: 'GET',
    path: '/security_questions',
    access: 'signedIn',
    response: securityQuestionsResponseSchema,
    status: 200,
    errors: { ...signedIn },
    summary: "The questions to choose from, and the user's current one",
  },
  verifySecurityAnswer: {
    method: 'POST',
    path: '/security_questions/:id/verify_answer',
    access: 'signedIn',
    params: idParamsSchema,
    body: verifyAnswerRequestSchema,
    response: verifyAnswerResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 404: envelope, ...limited },
    summary: 'Check the answer to the current question (opens a short window to change it)',
  },
  changeSecurityQuestion: {
    method: 'PATCH',
    path: '/security_questions/:id',
    access: 'signedIn',
    params: idParamsSchema,
    body: changeSecurityQuestionRequestSchema,
    response: securityQuestionSavedResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: 'Replace the question and answer, after the old answer verified',
  },
  createSecurityQuestions: {
    method: 'POST',
    path: '/users/create_security_questions',
    access: 'signedIn',
    body: createSecurityQuestionsRequestSchema,
    response: securityQuestionSavedResponseSchema,
    status: 201,
    errors: { ...invalid, ...signedIn },
    summary: 'Add the first security question',
  },
  resetSecurityQuestion: {
    method: 'POST',
    path: '/reset_security_question',
    access: 'signedIn',
    body: resetSecurityQuestionRequestSchema,
    response: securityQuestionSavedResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, ...limited },
    summary: 'Forgot the answer: set a new question with the account password',
  },

  // Public catalogue and listings (no token needed).
  countries: {
    method: 'GET',
    path: '/countries',
    access: 'public',
    response: countriesResponseSchema,
    status: 200,
    errors: {},
    summary: 'The country list of the location fields',
  },
  techRoles: {
    method: 'GET',
    path: '/get_tech_roles',
    access: 'public',
    response: techRolesResponseSchema,
    status: 200,
    errors: {},
    summary: 'Roles of cloud experts, with images',
  },
  skills: {
    method: 'GET',
    path: '/jobs/fetch_tech_skill',
    access: 'public',
    response: skillsResponseSchema,
    status: 200,
    errors: {},
    summary: 'The technology skills list',
  },
  // Reverse geocoding (spec document 1, sections 3 and 7; the path is ours): public, since the
  // phone sign-up defaults its country before anyone is signed in.
  reverseGeocode: {
    method: 'GET',
    path: '/geo/reverse',
    access: 'public',
    query: reverseGeocodeQuerySchema,
    response: geoLocationSchema,
    status: 200,
    errors: { ...invalid, ...limited, 404: envelope, 503: envelope },
    summary: 'The place at a position (country, state, city), to default the location fields',
  },
  sampleProfiles: {
    method: 'GET',
    path: '/profiles/sample_profiles',
    access: 'public',
    response: sampleProfilesResponseSchema,
    status: 200,
    errors: {},
    summary: 'Featured experts for the landing page',
  },

  // The freelancer application (spec document 1, sections 2, 3, 5 and 7). The draft calls are ours:
  // the spec keeps current_step and status draft but does not show how they are saved.
  getApplication: {
    method: 'GET',
    path: '/profiles/application',
    access: ['freelancer'],
    response: applicationResponseSchema,
    status: 200,
    errors: { ...signedIn, 403: envelope },
    summary: "The signed-in freelancer's application: the saved draft, a new one, or the submitted one",
  },
  saveApplication: {
    method: 'PUT',
    path: '/profiles/application',
    access: ['freelancer'],
    body: saveApplicationRequestSchema,
    response: applicationResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 409: envelope, ...limited },
    summary: 'Save the application draft as the user goes (the step and every value typed)',
  },
  createProfile: {
    method: 'POST',
    path: '/profiles',
    access: ['freelancer'],
    body: createProfileRequestSchema,
    response: createProfileResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 409: envelope, ...limited },
    summary: 'Submit the application: create the professional profile, pending review, and a token that carries it',
  },
  // Where a submitted application stands (ours: the spec shows /app-process and
  // /interview-scheduled, not their call). 404 until the application is submitted.
  applicationStatus: {
    method: 'GET',
    path: '/profiles/application_status',
    access: ['freelancer'],
    response: applicationStatusResponseSchema,
    status: 200,
    errors: { ...signedIn, 403: envelope, 404: envelope },
    summary: "Where the freelancer's submitted application stands: review status and the vetting interview",
  },
  vettingInterviewCalendar: {
    method: 'GET',
    path: '/profiles/vetting_interview.ics',
    access: ['freelancer'],
    response: fileBytesSchema,
    responseMediaTypes: ['text/calendar'],
    status: 200,
    errors: { ...signedIn, 403: envelope, 404: envelope },
    summary: 'The scheduled vetting interview as a calendar file (.ics)',
  },
  // The application's AI helpers (spec document 1, sections 2, 3 and 7): the About Me generator and
  // the resume import. Offline composition by default, a hosted language model by configuration.
  generateAboutMe: {
    method: 'POST',
    path: '/profiles/generate_about_me',
    access: ['freelancer'],
    body: generateAboutMeRequestSchema,
    response: generateAboutMeResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, ...limited, 503: envelope },
    summary: 'Write an About Me from a few bullet points',
  },
  generateResumeResponse: {
    method: 'POST',
    path: '/profiles/generate_resume_response',
    access: ['freelancer'],
    body: generateResumeRequestSchema,
    bodyType: 'multipart',
    streamed: true,
    response: generateResumeResponseSchema,
    status: 200,
    errors: { ...invalid, 413: envelope, 415: envelope, ...signedIn, 403: envelope, ...limited, 503: envelope },
    summary:
      `Read a resume (${resumeImportFormats}; ${uploadRules.resume.limit}, in the field resume) for the ` +
      "catalogue's skills it names and an About Me summary; nothing is stored",
  },
  // Files: the application's photo and resume. Streamed in, their type read from their bytes,
  // images re-encoded without metadata; served back to their owner only.
  uploadFile: {
    method: 'POST',
    path: '/uploads',
    // The application wizard is the only user of uploads so far.
    access: ['freelancer'],
    query: uploadFileQuerySchema,
    body: uploadFileRequestSchema,
    bodyType: 'multipart',
    streamed: true,
    response: uploadFileResponseSchema,
    status: 201,
    errors: { ...invalid, 413: envelope, 415: envelope, ...signedIn, 403: envelope, ...limited },
    summary:
      `Upload the application's photo (${uploadRules.photo.formats}; ${uploadRules.photo.limit}) or resume ` +
      `(${uploadRules.resume.formats}; ${uploadRules.resume.limit}), one file`,
  },
  getUpload: {
    method: 'GET',
    path: '/uploads/:id',
    // Its owner only: anyone else gets 404, as for an id that does not exist.
    access: 'signedIn',
    params: uploadParamsSchema,
    response: fileBytesSchema,
    responseMediaTypes: uploadMediaTypes,
    status: 200,
    errors: { ...signedIn, 404: envelope, 422: envelope },
    summary: 'The bytes of one of your uploads (images inline, documents as an attachment)',
  },
  welcome: {
    method: 'GET',
    path: '/welcome',
    access: 'public',
    query: welcomeQuerySchema,
    response: welcomeResponseSchema,
    status: 200,
    errors: { ...invalid },
    summary: 'Public overview: live counts by platform and featured experts',
  },
  findFreelancers: {
    method: 'GET',
    path: '/welcome/find_freelancers',
    access: 'public',
    query: findFreelancersQuerySchema,
    response: findFreelancersResponseSchema,
    status: 200,
    errors: { ...invalid },
    summary: 'Search approved freelancers by term, platform, skill, country and rate',
  },
  contactExperts: {
    method: 'GET',
    path: '/contact_experts',
    access: 'public',
    query: contactExpertsQuerySchema,
    response: contactExpertsResponseSchema,
    status: 200,
    errors: { ...invalid },
    summary: 'The best-rated experts for a platform or skill',
  },
  freelancerDetails: {
    method: 'GET',
    path: '/freelancer_details/:id',
    // Public (/user-profile/:uuid/:isPublic): a token may come along and changes nothing. Only an
    // approved profile of an active user answers; anything else is 404, the same for every caller.
    access: 'public',
    params: freelancerDetailsParamsSchema,
    response: freelancerDetailsResponseSchema,
    status: 200,
    errors: { ...invalid, 404: envelope },
    summary:
      "An approved expert's public profile: the card, About Me, skills, language, education, certifications and portfolio",
  },
  templateDetails: {
    method: 'GET',
    path: '/template_details',
    access: 'public',
    query: templateDetailsQuerySchema,
    response: templateDetailsResponseSchema,
    status: 200,
    errors: { ...invalid, 404: envelope },
    summary: 'A published content template by name',
  },
  bookCall: {
    method: 'POST',
    path: '/book_calls',
    access: 'public',
    body: bookCallRequestSchema,
    response: contactResponseSchema,
    status: 201,
    errors: { ...invalid, ...limited },
    summary: "Book an intro call ('Let's have a chat')",
  },
  talkToExpert: {
    method: 'POST',
    path: '/talk_to_experts',
    access: 'public',
    body: talkToExpertRequestSchema,
    response: contactResponseSchema,
    status: 201,
    errors: { ...invalid, ...limited, ...captchaUnavailable },
    summary: "'Tell us about your Projects': ask an expert to get in touch",
  },

  // The captcha: which one to show; the built-in one's two calls (development and tests; production
  // uses a hosted provider, whose widget gives the token).
  captchaConfig: {
    method: 'GET',
    path: '/captcha/config',
    access: 'public',
    response: captchaConfigResponseSchema,
    status: 200,
    errors: {},
    summary: 'Which captcha to show: the built-in question, or Turnstile with its site key and script',
  },
  captchaChallenge: {
    method: 'GET',
    path: '/captcha',
    access: 'public',
    response: captchaChallengeResponseSchema,
    status: 200,
    errors: { 404: envelope, ...limited },
    summary: 'A new captcha question',
  },
  captchaSolve: {
    method: 'POST',
    path: '/captcha',
    access: 'public',
    body: captchaSolveRequestSchema,
    response: captchaSolveResponseSchema,
    status: 200,
    errors: { ...invalid, 404: envelope, ...limited },
    summary: 'Answer a captcha question for a single-use, expiring token',
  },

  // Development only.
  devMailbox: {
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    query: devMailboxQuerySchema,
    response: devMailboxResponseSchema,
    status: 200,
    errors: { ...invalid },
    devOnly: true,
    summary: 'The outbox: every mail and SMS sent, newest first',
  },
  devIdentityToken: {
    method: 'POST',
    path: '/dev/identity/token',
    access: 'public',
    body: devIdentityRequestSchema,
    response: devIdentityResponseSchema,
    status: 200,
    errors: { ...invalid },
    devOnly: true,
    summary: 'The development identity provider: an id token for any address',
  },

  // The freelancer coding test (spec document 1, sections 2 and 4: the Exit Test and Submit Test
  // modals; "exit keeps progress saved so the test can be resumed before the timer ends;
  // submitting is final"). The calls are ours. An attempt whose time ran out is graded with its
  // saved answers when it is next read or submitted.
  getCodingTest: {
    method: 'GET',
    path: '/coding_test',
    access: ['freelancer'],
    response: codingTestResponseSchema,
    status: 200,
    errors: { ...signedIn, 403: envelope },
    summary:
      "The signed-in freelancer's coding test: not started, in progress (questions without answers), or submitted",
  },
  startCodingTest: {
    method: 'POST',
    path: '/coding_test/start',
    access: ['freelancer'],
    response: codingTestResponseSchema,
    status: 200,
    errors: { ...signedIn, 403: envelope, ...limited },
    summary: 'Start the coding test and its timer (once: starting again answers the test as it is)',
  },
  saveCodingTestAnswers: {
    method: 'PUT',
    path: '/coding_test/answers',
    access: ['freelancer'],
    body: saveCodingTestAnswersRequestSchema,
    response: saveCodingTestAnswersResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 409: envelope, ...limited },
    summary: 'Save the answers so far (refused once the time is up or the test is submitted)',
  },
  submitCodingTest: {
    method: 'POST',
    path: '/coding_test/submit',
    access: ['freelancer'],
    body: submitCodingTestRequestSchema,
    response: codingTestResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 409: envelope, ...limited },
    summary: 'Submit the test with its final answers and grade it (final; submitting again answers the result)',
  },
  // Jobs (spec document 2, sections 2, 3, 4, 5, 7 and 9). Static paths come before /jobs/:id.
  managerDashboard: {
    method: 'GET',
    path: '/jobs/manager_dashboard',
    access: ['project_manager'],
    query: managerDashboardQuerySchema,
    response: managerDashboardResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: "The manager's jobs counted by status, and the latest jobs of one status",
  },
  jobsByStatus: {
    method: 'GET',
    path: '/jobs/jobs_by_status',
    access: ['project_manager'],
    query: jobsByStatusQuerySchema,
    response: jobListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: "A page of the manager's own jobs of one status (5 a page unless per_page says otherwise)",
  },
  fetchAllJobs: {
    method: 'GET',
    path: '/jobs/fetch_all_jobs',
    access: ['freelancer'],
    query: findJobsQuerySchema,
    response: fetchAllJobsResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: "The freelancer's job search: a page of open jobs, how many filters are on and each filter's counts",
  },
  availableJobFilters: {
    method: 'GET',
    path: '/jobs/available_filters_for_jobs',
    access: 'public',
    query: jobSearchFiltersSchema,
    response: availableJobFiltersResponseSchema,
    status: 200,
    errors: { ...invalid },
    summary: 'The job filters with how many open jobs each value matches (under the other filters)',
  },
  createJob: {
    method: 'POST',
    path: '/jobs',
    access: ['project_manager'],
    body: saveJobRequestSchema,
    response: jobResponseSchema,
    status: 201,
    errors: { ...invalid, ...signedIn, 403: envelope, ...limited },
    summary: 'Start a job: saved as a draft, or posted (open) when every tab is complete',
  },
  getJob: {
    method: 'GET',
    path: '/jobs/:id',
    // Open jobs are public (/job-details/:id/:isPublic); a draft, a closed or a deleted job only
    // to its manager (404 to anyone else).
    access: 'public',
    params: jobParamsSchema,
    response: jobResponseSchema,
    status: 200,
    errors: { ...invalid, 404: envelope },
    summary: 'One job: the public details, and the saved form for its manager',
  },
  updateJob: {
    method: 'PUT',
    path: '/jobs/:id',
    access: ['project_manager'],
    params: jobParamsSchema,
    body: saveJobRequestSchema,
    response: jobResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, 409: envelope, ...limited },
    summary: 'Save the job as the manager goes, post it, or close it (its manager only)',
  },
  deleteJob: {
    method: 'PUT',
    path: '/jobs/:id/delete_job',
    access: ['project_manager'],
    params: jobParamsSchema,
    response: jobResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: 'Delete the job (soft: it leaves every list at once; its manager only)',
  },
  deleteScreeningQuestion: {
    method: 'DELETE',
    path: '/job_screening_questions/:id',
    access: ['project_manager'],
    params: screeningQuestionParamsSchema,
    response: jobResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, 409: envelope },
    summary: "Remove one screening question from the manager's own job",
  },
  findJobs: {
    method: 'GET',
    path: '/find_jobs',
    access: 'public',
    query: findJobsQuerySchema,
    response: jobListResponseSchema,
    status: 200,
    errors: { ...invalid },
    summary: 'Search open jobs (full text, ranked) by skills, platform, pay type, country, budget and age',
  },
  addFavorite: {
    method: 'POST',
    path: '/favorites',
    access: ['freelancer', 'project_manager'],
    body: addFavoriteRequestSchema,
    response: favoriteResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, ...limited },
    summary:
      'A freelancer saves an open job (job_id), a manager saves a listed freelancer (freelancer_id); again changes nothing',
  },
  favoritedJobs: {
    method: 'GET',
    path: '/get_favorited_jobs',
    access: ['freelancer'],
    query: pageQuerySchema,
    response: jobListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: "The freelancer's favorite jobs that are still listed, newest favorite first",
  },
  removeFavorite: {
    method: 'GET',
    path: '/remove_favorited',
    access: ['freelancer', 'project_manager'],
    query: removeFavoriteQuerySchema,
    response: favoriteResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary:
      "Remove a saved job (freelancer) or freelancer (manager) (the spec's GET; the token is a header, not a cookie)",
  },
  saveJobFilter: {
    method: 'POST',
    path: '/filter/save_user_custom_filters',
    access: ['freelancer'],
    body: saveFilterRequestSchema,
    response: savedFilterResponseSchema,
    status: 201,
    errors: { ...invalid, ...signedIn, 403: envelope, 409: envelope, ...limited },
    summary: "Save the job search's filters under a name, optionally with a daily digest of new matches",
  },
  jobFilters: {
    method: 'GET',
    path: '/filter/get_user_custom_filters',
    access: ['freelancer'],
    response: savedFiltersResponseSchema,
    status: 200,
    errors: { ...signedIn, 403: envelope },
    summary: "The freelancer's saved job filters",
  },
  destroyJobFilter: {
    method: 'POST',
    path: '/filter/destroy_custom_filters',
    access: ['freelancer'],
    body: destroyFilterRequestSchema,
    response: savedFiltersResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: 'Delete one of your saved job filters (answers those left)',
  },
  unsubscribeDigest: {
    method: 'POST',
    path: '/job_filters/unsubscribe',
    access: 'public',
    query: digestUnsubscribeQuerySchema,
    body: digestUnsubscribeRequestSchema,
    response: messageResponseSchema,
    status: 200,
    errors: { ...invalid, 404: envelope },
    summary: "Stop a saved filter's daily digest: the one-click unsubscribe of its mail (RFC 8058)",
  },
  // Proposals, invitations and offers (spec document 2, sections 2, 3, 4, 5, 7 and 8). Their states
  // change only as the lifecycles table allows (rules/lifecycles.ts): 409 with its message
  // otherwise. Someone else's proposal, invitation or offer is 404, as one that does not exist.
  submitProposal: {
    method: 'POST',
    path: '/job_applications',
    access: ['freelancer'],
    body: submitProposalRequestSchema,
    response: proposalResponseSchema,
    status: 201,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, 409: envelope, ...limited },
    summary: 'Send a proposal to an open job (cover letter, rate or bid, screening answers); one per job',
  },
  getProposal: {
    method: 'GET',
    path: '/job_applications/:id',
    access: ['freelancer', 'project_manager'],
    params: proposalParamsSchema,
    response: proposalResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: "One proposal: the freelancer's own, or one on the manager's own job",
  },
  changeProposal: {
    method: 'PUT',
    path: '/job_applications/:id',
    access: ['freelancer', 'project_manager'],
    params: proposalParamsSchema,
    body: changeProposalRequestSchema,
    response: proposalResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, 409: envelope, ...limited },
    summary: "Update or withdraw one's own proposal (freelancer), or reject one with a reason (the job's manager)",
  },
  archiveProposal: {
    method: 'PUT',
    path: '/job_applications/:id/archive',
    access: ['project_manager'],
    params: proposalParamsSchema,
    body: archiveProposalRequestSchema,
    response: proposalResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: "Archive a proposal on the manager's own job (archived_at), or move it back",
  },
  allProposals: {
    method: 'GET',
    path: '/get_all_proposals',
    access: ['freelancer', 'project_manager'],
    query: proposalListQuerySchema,
    response: proposalListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: "A page of the freelancer's proposals, or of those on the manager's jobs, newest first",
  },
  proposalsByStatus: {
    method: 'GET',
    path: '/proposal_based_on_status',
    access: ['freelancer', 'project_manager'],
    query: proposalsByStatusQuerySchema,
    response: proposalListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: 'A page of the proposals of one status (one tab of My proposals)',
  },
  proposalTabsCount: {
    method: 'GET',
    path: '/proposal_tabs_count',
    access: ['freelancer', 'project_manager'],
    response: proposalTabsCountResponseSchema,
    status: 200,
    errors: { ...signedIn, 403: envelope },
    summary: 'How many proposals each tab of My proposals holds',
  },
  jobProposals: {
    method: 'GET',
    path: '/jobs/:id/get_job_proposals',
    access: ['project_manager'],
    params: jobParamsSchema,
    query: proposalListQuerySchema,
    response: proposalListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: "A page of the proposals on the manager's own job (the Review tab), newest first",
  },
  freelancerJob: {
    method: 'GET',
    path: '/jobs/:id/freelancer_api_call',
    access: ['freelancer'],
    params: jobParamsSchema,
    response: freelancerJobResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: 'A job as the freelancer sees it: the public job and their own proposal, invitation and offer on it',
  },
  sendInvitation: {
    method: 'POST',
    path: '/send_invitation',
    access: ['project_manager'],
    body: sendInvitationRequestSchema,
    response: invitationResponseSchema,
    status: 201,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, 409: envelope, ...limited },
    summary: 'Invite a listed freelancer to one of your open jobs, with a message',
  },
  invitations: {
    method: 'GET',
    path: '/get_invites',
    access: ['freelancer', 'project_manager'],
    query: invitationListQuerySchema,
    response: invitationListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: 'A page of the invitations the freelancer received, or the manager sent, newest first',
  },
  getInvitation: {
    method: 'GET',
    path: '/invite/:id',
    access: ['freelancer', 'project_manager'],
    params: idParamsSchema,
    response: invitationResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: 'One invitation, to its freelancer or its manager',
  },
  answerInvitation: {
    method: 'PUT',
    path: '/invite/:id',
    access: ['freelancer', 'project_manager'],
    params: idParamsSchema,
    body: answerInvitationRequestSchema,
    response: invitationResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, 409: envelope, ...limited },
    summary: "Accept an invitation into a proposal or decline it (freelancer), or withdraw it ('withdrawal', manager)",
  },
  opportunities: {
    method: 'GET',
    path: '/get_opportunities_jobs',
    access: ['freelancer'],
    query: pageQuerySchema,
    response: invitationListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: 'A page of the open jobs the freelancer is invited to and has not answered, newest invitation first',
  },
  makeOffer: {
    method: 'POST',
    path: '/contract',
    access: ['project_manager'],
    body: makeOfferRequestSchema,
    response: offerResponseSchema,
    status: 201,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, 409: envelope, ...limited },
    summary: "Make an offer on a proposal to the manager's own open job; the freelancer accepts or declines it",
  },
  offers: {
    method: 'GET',
    path: '/get_offers',
    access: ['freelancer', 'project_manager'],
    query: offerListQuerySchema,
    response: offerListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: 'A page of the offers the freelancer received, or the manager made, newest first',
  },
  getOffer: {
    method: 'GET',
    path: '/contract/:id',
    access: ['freelancer', 'project_manager'],
    params: idParamsSchema,
    response: offerResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: 'One offer, to its freelancer or its manager',
  },
  answerOffer: {
    method: 'PUT',
    path: '/contract/:id',
    access: ['freelancer'],
    params: idParamsSchema,
    body: answerOfferRequestSchema,
    response: offerResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope, 409: envelope, ...limited },
    summary: 'Accept (message and the terms agreed) or decline an offer made to you',
  },
  favoritedFreelancers: {
    method: 'GET',
    path: '/project_managers/favorited_freelancers',
    access: ['project_manager'],
    query: favoritedFreelancersQuerySchema,
    response: candidateListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: "A page of the manager's saved freelancers that are still listed, newest first",
  },
  findFreelancersSignedIn: {
    method: 'GET',
    path: '/find_freelancers',
    access: 'signedIn',
    query: signedInFindFreelancersQuerySchema,
    response: candidateListResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn },
    summary:
      'The freelancer search of /welcome/find_freelancers for signed-in users, each card marked if the manager saved it',
  },
  // Clients, as freelancers browse them (spec document 2, sections 2 and 7: /top-clients and
  // /client-details/:client_uuid). Freelancers and admins only: a manager does not browse other
  // clients. A static /project_managers/... path (favorited_freelancers) must be mounted before
  // /project_managers/:id.
  projectManagers: {
    method: 'GET',
    path: '/project_managers',
    access: ['freelancer', 'admin'],
    query: projectManagersQuerySchema,
    response: projectManagersResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope },
    summary: 'A page of clients (managers with a posted job), most jobs posted first; search by name or country',
  },
  projectManager: {
    method: 'GET',
    path: '/project_managers/:id',
    access: ['freelancer', 'admin'],
    params: clientParamsSchema,
    response: projectManagerResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: 'One client by their public uuid: the card and their open jobs, newest first',
  },
  clientHistory: {
    method: 'GET',
    path: '/client_history',
    access: ['freelancer', 'admin'],
    query: clientHistoryQuerySchema,
    response: clientHistoryResponseSchema,
    status: 200,
    errors: { ...invalid, ...signedIn, 403: envelope, 404: envelope },
    summary: "A page of a client's past jobs (closed or expired), newest posting first",
  },
  openapi: {
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    response: z.record(z.string(), z.unknown()),
    status: 200,
    errors: {},
    summary: 'This table as an OpenAPI 3.1 document',
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
type Field<N extends EndpointName, K extends 'params' | 'query' | 'body'> =
  Endpoints[N] extends Record<K, z.ZodType> ? z.input<Endpoints[N][K]> : never;
export type ParamsOf<N extends EndpointName> = Field<N, 'params'>;
export type QueryOf<N extends EndpointName> = Field<N, 'query'>;
export type BodyOf<N extends EndpointName> = Field<N, 'body'>;
