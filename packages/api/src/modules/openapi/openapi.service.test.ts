import { uploadMediaTypes } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.service.ts';

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
};

const operationAt = (path: string, method: string) =>
  (buildOpenApiDocument({ includeDevelopment: false }).paths as Record<string, Record<string, Operation>>)[path]?.[
    method
  ];

describe('the OpenAPI document', () => {
  it('shows an upload as a multipart body whose file is binary', () => {
    const upload = operationAt('/uploads', 'post');
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
    expect(upload?.responses['201']?.content).toHaveProperty('application/json');
  });

  it('declares on every call the 503 a database restart answers, with Retry-After', () => {
    const operations = Object.values(
      buildOpenApiDocument({ includeDevelopment: false }).paths as Record<string, Record<string, Operation>>,
    ).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) expect(operation.responses['503']?.content).toHaveProperty('application/json');
  });

  it('shows a file answer as binary in each of its media types, not JSON', () => {
    const content = operationAt('/uploads/{id}', 'get')?.responses['200']?.content ?? {};
    expect(Object.keys(content)).toEqual([...uploadMediaTypes]);
    for (const media of Object.values(content)) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
    // Its failures are still the JSON envelope.
    expect(operationAt('/uploads/{id}', 'get')?.responses['404']?.content).toHaveProperty('application/json');
  });
});
