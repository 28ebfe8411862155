export { API_PREFIX, bodyTypes, endpoints, httpMethods } from './endpoints.ts';
export type {
  BodyOf,
  BodyType,
  EndpointAccess,
  EndpointDefinition,
  EndpointName,
  Endpoints,
  HttpMethod,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from './endpoints.ts';
export { errorCodes, errorResponseSchema } from './errors.ts';
export type { ErrorCode, ErrorResponse } from './errors.ts';
export { databaseKinds, healthResponseSchema } from './health.ts';
export type { DatabaseKind, HealthResponse } from './health.ts';
export { ApiError, createApiClient } from './client.ts';
export type { ApiClient, ApiClientOptions, RequestOf } from './client.ts';
export { createMemorySessionStore, createStorageSessionStore, storageKeys } from './session.ts';
export type { SessionStore } from './session.ts';
export { DEFAULT_SIGN_UP_ROLE, deviceCheckedRoles, roleNames, roles, signUpRoles, staffRoles } from './roles.ts';
export type { Role, SignUpRole } from './roles.ts';
export * from './schemas/common.ts';
export * from './schemas/accounts.ts';
export * from './schemas/users.ts';
export * from './schemas/security.ts';
export * from './schemas/phone.ts';
export * from './schemas/catalog.ts';
export * from './schemas/contact.ts';
export * from './schemas/captcha.ts';
export * from './schemas/dev.ts';
export * from './schemas/application.ts';
export * from './schemas/uploads.ts';
export * from './schemas/ai.ts';
export * from './schemas/codingTest.ts';
export * from './schemas/geo.ts';
export * from './schemas/vetting.ts';
export * from './schemas/jobs.ts';
export * from './schemas/clients.ts';
export * from './schemas/proposals.ts';
export * from './schemas/notifications.ts';
export * from './schemas/messages.ts';
export * from './notificationTexts.ts';
export * from './schemas/notificationPreferences.ts';
export * from './notificationPreferenceTexts.ts';
export * from './notificationFeed.ts';
export * from './messageTexts.ts';
export * from './schemas/admin.ts';
export * from './schemas/adminJobs.ts';
export * from './adminJobTexts.ts';
export * from './adminTexts.ts';
export * from './schemas/adminReports.ts';
export * from './adminReportTexts.ts';
export * from './schemas/staff.ts';
export * from './staffTexts.ts';
export * from './schemas/staffMoney.ts';
export * from './staffMoneyTexts.ts';
export * from './schemas/staffHiring.ts';
export * from './staffHiringTexts.ts';
export * from './schemas/staffSchedule.ts';
export * from './staffScheduleTexts.ts';
export * from './adminPageLabels.ts';
export * from './adminPaths.ts';
export * from './adminJobPageLabels.ts';
export * from './proposalTexts.ts';
export * from './offerTexts.ts';
export * from './proposalPageLabels.ts';
export * from './rules/lifecycles.ts';
export * from './schemas/interviews.ts';
export * from './interviewTexts.ts';
export * from './rules/interviewTime.ts';
export * from './rules/availability.ts';
export * from './availabilityTexts.ts';
export * from './dashboardLabels.ts';
export * from './schemas/availability.ts';
export * from './interviewLabels.ts';
export * from './jobTexts.ts';
export * from './managerJobLabels.ts';
export * from './managerProposalLabels.ts';
export {
  MENU_NAME_LENGTH,
  PROJECT_MESSAGE_MIN_WORDS,
  aiLimits,
  applicationLimits,
  availabilityOptions,
  defaults,
  displayDurationsMs,
  englishProficiencyOptions,
  experienceOptions,
  oneTimeCodeLimits,
  phoneCodes,
  platformLabels,
  platformOptions,
  profileTypes,
  roleLabels,
  securityQuestionOptions,
  serviceFee,
  socialProviders,
  uploadRetry,
  withdrawalFeeCents,
  workedAsExpertOptions,
} from './constants.ts';
export type { WithdrawalMethod } from './constants.ts';
export {
  accountNotices,
  aiComposerPhrases,
  applicationMessages,
  bookCallMessages,
  changePasswordMessages,
  errorMessages,
  forgotPasswordMessages,
  loginMessages,
  phoneCodeMessages,
  projectModalMessages,
  securityQuestionMessages,
  serverMessages,
  sessionEndingErrors,
  signUpMessages,
  signUpModalMessages,
  successMessages,
} from './messages.ts';
export { isPasswordAllowed, passwordRules } from './rules/password.ts';
export type { PasswordRule } from './rules/password.ts';
export { isValidEmail } from './rules/email.ts';
export { newClientPartCents, serviceFeeFor } from './rules/serviceFee.ts';
export { centsToDollars, dollarsToCents, moneyText } from './rules/money.ts';
export { refundOnEndingCents } from './rules/endRefund.ts';
export { gradeCodingTest, passesCodingTest } from './rules/codingTest.ts';
export type { AnswerKeyItem, CodingTestGrade } from './rules/codingTest.ts';
export type { ServiceFee } from './rules/serviceFee.ts';
export * from './labels.ts';
export * from './site.ts';
export * from './captchaWidgetLabels.ts';
export * from './aiHelperLabels.ts';
export * from './codingTestTexts.ts';
export * from './applicationWizardLabels.ts';
export * from './accountScreenLabels.ts';
export * from './postJobWizardLabels.ts';
export * from './jobPageLabels.ts';
export * from './clientTexts.ts';
export * from './clientPageLabels.ts';
export * from './expertProfileTexts.ts';
export * from './companyEnquiryTexts.ts';
export * from './categoryTexts.ts';
export * from './topExpertsTexts.ts';
export { POST_LOGIN_REDIRECT_MS } from './constants.ts';
export { confirmationResendWaitMs } from './constants.ts';
export { defaultBreadcrumb } from './constants.ts';
export { marketingClaims } from './constants.ts';
export * from './hireTexts.ts';
export * from './findFreelancersLabels.ts';
export * from './schemas/contracts.ts';
export * from './contractTexts.ts';
export * from './schemas/payments.ts';
export * from './paymentTexts.ts';
export * from './milestoneTexts.ts';
export * from './schemas/paymentMethods.ts';
export * from './schemas/analytics.ts';
export * from './paymentMethodTexts.ts';
export * from './schemas/cards.ts';
export * from './cardTexts.ts';
export * from './rules/cards.ts';
export * from './reviewPayTexts.ts';
export * from './analyticsTexts.ts';
export * from './schemas/paymentSchedule.ts';
export * from './paymentScheduleTexts.ts';
export * from './feeTexts.ts';
export * from './permissions.ts';
export * from './endpointPermissions.ts';
export * from './roleTexts.ts';
export * from './platformTexts.ts';
export * from './rolePageLabels.ts';
export * from './schemas/roles.ts';
export * from './schemas/platforms.ts';
