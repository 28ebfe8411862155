export { API_PREFIX, endpoints, endpointAccess, httpMethods } from './endpoints.ts';
export type { EndpointDefinition, EndpointName, Endpoints, HttpMethod, ResponseOf } from './endpoints.ts';
export { errorCodes, errorResponseSchema } from './errors.ts';
export type { ErrorCode, ErrorResponse } from './errors.ts';
export { databaseKinds, healthResponseSchema } from './health.ts';
export type { DatabaseKind, HealthResponse } from './health.ts';
export { ApiError, createApiClient } from './client.ts';
export type { ApiClient, ApiClientOptions } from './client.ts';
export { COPYRIGHT_YEAR, roleLabels } from './constants.ts';
