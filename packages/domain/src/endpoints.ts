import type { z } from 'zod';
import { healthResponseSchema } from './health.ts';

/** Every call lives under this prefix. */
export const API_PREFIX = '/api/v1';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Who may make a call: anyone, or a signed-in user (the role rules come with the accounts API). */
export const endpointAccess = ['public', 'signedIn'] as const;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Path below {@link API_PREFIX}, with `:param` segments. */
  path: `/${string}`;
  access: (typeof endpointAccess)[number];
  request?: z.ZodType;
  response: z.ZodType;
  /** The status of a successful answer. */
  status: number;
  summary: string;
}

/**
 * The endpoint table of `/api/v1`. The API mounts its routes from it, the client derives its calls
 * from it, the MSW handlers answer it, and the OpenAPI document is generated from it.
 */
export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    response: healthResponseSchema,
    status: 200,
    summary: 'Liveness, and the database the instance is using',
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
