import fc from 'fast-check';
import { z } from 'zod';

/** The JSON Schema keywords zod 4 emits for the route schemas (see openapi.ts). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** A route schema as JSON Schema, the way the OpenAPI document sees its input. */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Caps that keep generated values small: the hostile mutations bring the big ones on purpose. */
const MAX_GENERATED_ITEMS = 4;
const MAX_GENERATED_LENGTH = 40;

const stringFor = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // a pattern fast-check cannot generate from: fall through to plain strings
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.lorem({ maxCount: 3 }).map((s) => s.slice(0, maxLength)),
  );
};

const numberFor = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer)
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
};

const objectFor = (schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = fc.record(Object.fromEntries(Object.entries(properties).map(([name, inner]) => [name, arbitraryFor(inner, depth + 1)])), {
    requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
  });
  const extra = schema.additionalProperties;
  if (!extra || Object.keys(properties).length > 0) return known as fc.Arbitrary<Record<string, unknown>>;
  const values = extra === true ? fc.jsonValue({ maxDepth: 2 }) : arbitraryFor(extra, depth + 1);
  const keys = schema.propertyNames ? stringFor(schema.propertyNames) : fc.string({ maxLength: 12 });
  return fc.dictionary(keys, values, { maxKeys: MAX_GENERATED_ITEMS });
};

/**
 * Values that (mostly) satisfy a route's JSON Schema, so that fuzzed requests get past the
 * schema into the use cases; mutations around them (route-cases.ts) make them hostile.
 */
export const arbitraryFor = (schema: JsonSchema | boolean | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (schema === undefined || schema === true || (typeof schema === 'object' && Object.keys(schema).length === 0))
    return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(null);
  if (depth > 6) return fc.constant(schema.default ?? null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['object'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringFor(schema);
        case 'integer':
          return numberFor(schema, true);
        case 'number':
          return numberFor(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          const minLength = schema.minItems ?? 0;
          const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS));
          if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryFor(item, depth + 1)));
          return fc.array(arbitraryFor(schema.items, depth + 1), { minLength, maxLength });
        }
        default:
          return objectFor(schema, depth);
      }
    }),
  );
};
