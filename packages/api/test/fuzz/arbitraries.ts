import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from the endpoint table's zod schemas (issue 20's fuzzing). No maintained
 * library derives arbitraries from zod 4 (zod-fast-check stops at zod 3), so each schema goes
 * through zod's own JSON Schema export (`z.toJSONSchema`, the input side) and this file walks the
 * JSON Schema, a small and stable format: types, bounds, patterns, formats, enums, unions, arrays
 * and objects. What JSON Schema cannot say (a refinement, a transform's own check) is left to the
 * API to refuse, which is the point: the values are near-valid, not valid.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** The hostile values issue 20 names, mixed into every field. */
export const nasties: readonly unknown[] = [
  '',
  ' ',
  null,
  true,
  0,
  -1,
  -0.5,
  1.005,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '-100.00',
  '0.001',
  '1e9',
  'NaN',
  'Infinity',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00\u0000nul',
  '\u202Eevil\u202C',
  'Ωmega 🚀 名前 \uD800',
  'a'.repeat(70_000),
  [],
  [null],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { polluted: true } } },
];

const nasty = fc.constantFrom(...nasties);

function stringOf(schema: JsonSchema): Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 40));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length <= (schema.maxLength ?? 10_000));
    } catch {
      // A pattern JavaScript reads otherwise than JSON Schema: plain strings instead.
    }
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
  }
}

function numberOf(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1);
  const low = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const high = Math.min(Math.max(max, low), Number.MAX_SAFE_INTEGER);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** A near-valid value for the JSON Schema, or now and then a nasty one in its place. */
export function arbitraryOf(schema: JsonSchema, depth = 0): Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: nasty });
}

function shaped(schema: JsonSchema, depth: number): Arbitrary<unknown> {
  if (depth > 6) return nasty;
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((member) => arbitraryOf(member, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryOf(schema.allOf[0] ?? {}, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, depth + 1)));
      return fc.array(arbitraryOf(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = arbitraryOf(property, depth + 1);
      const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
      // Some required keys left out now and then, and an unknown key or two.
      return fc
        .tuple(
          fc.record(record, { requiredKeys }),
          fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 2 }),
          fc.boolean(),
        )
        .map(([value, extra, dropOne]) => {
          const out: Record<string, unknown> = { ...extra, ...value };
          const dropped = dropOne ? requiredKeys[0] : undefined;
          return Object.fromEntries(Object.entries(out).filter(([key]) => key !== dropped));
        });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The arbitrary of a zod schema's input, through its JSON Schema. */
export function arbitraryOfZod(schema: z.ZodType): Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
  return arbitraryOf(json);
}

/** JSON nested `depth` arrays deep (a parser's recursion, not ours, is what this checks). */
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
