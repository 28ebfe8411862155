import {
  API_PREFIX,
  endpointPermissions,
  endpoints,
  errorResponseSchema,
  IDEMPOTENCY_HEADER,
  productName,
  type EndpointDefinition,
  type EndpointName,
} from '@cloudexperts/domain';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** `:id` segments become OpenAPI's `{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(endpoint: EndpointDefinition): JsonSchema[] {
  const result: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      result.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return result;
}

const mediaTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** The success answer's content: JSON of the response schema, or a file's bytes of each media type. */
function successContent(endpoint: EndpointDefinition): JsonSchema {
  if (endpoint.responseMediaTypes) {
    return Object.fromEntries(
      endpoint.responseMediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
  }
  return { 'application/json': { schema: toSchema(endpoint.response, 'output') } };
}

function operation(name: string, endpoint: EndpointDefinition): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    [String(endpoint.status)]: { description: 'Success', content: successContent(endpoint) },
  };
  for (const [status, schema] of Object.entries(endpoint.errors)) {
    responses[status] = {
      description: status === '429' ? 'Too many requests (see Retry-After)' : 'Failure',
      content: { 'application/json': { schema: toSchema(schema ?? errorResponseSchema, 'output') } },
      ...(status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
    };
  }
  // Any call may meet the database away (a restart): 503 with Retry-After (http/errors.ts).
  responses['503'] ??= {
    description: 'Briefly unavailable (see Retry-After)',
    content: { 'application/json': { schema: toSchema(errorResponseSchema, 'output') } },
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
  };
  const op: JsonSchema = {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.devOnly ? 'development' : endpoint.access === 'public' ? 'public' : 'signed in'],
    parameters: endpoint.idempotent
      ? [
          ...parameters(endpoint),
          {
            name: IDEMPOTENCY_HEADER,
            in: 'header',
            required: true,
            description: 'A key of your choosing per operation: a replay answers the first answer again',
            schema: { type: 'string', minLength: 1, maxLength: 255 },
          },
        ]
      : parameters(endpoint),
    responses,
    ...(endpoint.idempotent ? { 'x-idempotent': true } : {}),
  };
  if (endpoint.body) {
    op.requestBody = {
      required: true,
      content: { [mediaTypes[endpoint.bodyType ?? 'json']]: { schema: toSchema(endpoint.body, 'input') } },
    };
  }
  if (endpoint.access !== 'public') {
    op.security = [{ bearer: [] }];
    if (Array.isArray(endpoint.access)) op['x-roles'] = endpoint.access;
    // The permission the caller's role must also hold (issue 19; grants are changed on /roles-permission/:id).
    const permission = endpointPermissions[name as EndpointName].permission;
    if (permission) op['x-permission'] = permission;
  }
  return op;
}

/** The OpenAPI 3.1 document of `/api/v1`, generated from the domain's endpoint table. */
export function buildOpenApiDocument(options: { includeDevelopment: boolean }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[string, EndpointDefinition]>) {
    if (endpoint.devOnly && !options.includeDevelopment) continue;
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${productName} API`,
      version: '1',
      description:
        'The marketplace for hiring vetted cloud experts. Errors share one envelope: { error: { code, message, fields? } }.',
    },
    servers: [{ url: API_PREFIX }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
