export { API_PREFIX, endpoints, endpointAccess, httpMethods } from './endpoints.ts';
export type { EndpointDefinition, EndpointName, Endpoints, HttpMethod, ResponseOf } from './endpoints.ts';
export { errorCodes, errorResponseSchema } from './errors.ts';
export type { ErrorCode, ErrorResponse } from './errors.ts';
export { databaseKinds, healthResponseSchema } from './health.ts';
export type { DatabaseKind, HealthResponse } from './health.ts';
export { ApiError, createApiClient } from './client.ts';
export type { ApiClient, ApiClientOptions } from './client.ts';
export {
  COPYRIGHT_YEAR,
  MENU_NAME_LENGTH,
  PROJECT_MESSAGE_MIN_WORDS,
  applicationLimits,
  availabilityOptions,
  defaults,
  displayDurationsMs,
  experienceOptions,
  landing,
  phoneCodes,
  platformOptions,
  roleLabels,
  serviceFee,
  uploadRetry,
  workedAsExpertOptions,
} from './constants.ts';
export {
  applicationMessages,
  bookCallMessages,
  changePasswordMessages,
  errorMessages,
  forgotPasswordMessages,
  loginMessages,
  phoneCodeMessages,
  projectModalMessages,
  securityQuestionMessages,
  sessionEndingErrors,
  signUpMessages,
  signUpModalMessages,
  successMessages,
} from './messages.ts';
export { isPasswordAllowed, passwordRules } from './rules/password.ts';
export type { PasswordRule } from './rules/password.ts';
