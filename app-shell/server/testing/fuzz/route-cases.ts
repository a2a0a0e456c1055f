import fc from 'fast-check';
import type { RouteDefinition } from '@newsdesk/adapters/http/route-definition';
import {
  encodeLoosely,
  hostileJsonText,
  hostileQuery,
  hostileSegment,
  hostileString,
  hostileValue,
  junkBody,
  PROTOTYPE_NAMES,
} from './hostile-input';
import { arbitraryFor, jsonSchemaOf, type JsonSchema } from './json-schema-arbitrary';

export type Caller = 'anonymous' | 'staff' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'staff', 'admin'];

/** One request of the fuzz, as sent on the wire, and the route it was made for. */
export interface FuzzCase {
  route: string;
  caller: Caller;
  /** Which mutation made it (for the report). */
  kind: string;
  method: string;
  /** Path and query string, encoded as sent. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Real ids the callers own (a collection, a glossary item …), so some requests reach real rows. */
export type KnownIds = readonly string[];

const MARK = '\u0001fuzz\u0001';

/** JSON text of `value` with the marked field replaced by raw JSON text (which JSON.stringify cannot write). */
const withRawField = (value: unknown, raw: string): string => JSON.stringify(value).replace(JSON.stringify(MARK), raw);

/** Dotted paths of the values inside a generated body (objects and arrays, two levels). */
const fieldPaths = (value: unknown, prefix: string[] = [], depth = 0): string[][] => {
  if (value === null || typeof value !== 'object' || depth > 2) return [];
  const keys = Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...fieldPaths((value as Record<string, unknown>)[key], [...prefix, key], depth + 1)]);
};

const replaced = (value: unknown, path: readonly string[], by: unknown): unknown => {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, i) => (String(i) === head ? replaced(item, rest, by) : item));
  return { ...(value as Record<string, unknown>), [head]: replaced((value as Record<string, unknown>)[head], rest, by) };
};

const toQuery = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, inner] of Object.entries(value)) {
    for (const item of Array.isArray(inner) ? inner : [inner]) {
      if (item !== undefined) search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
};

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => values[name] ?? 'x');

const json = (text: string, extra: Record<string, string> = {}) => ({
  body: Buffer.from(text),
  headers: { 'Content-Type': 'application/json', ...extra },
});

/** All the mutations of one route, each an arbitrary of whole requests. */
export const routeCases = (route: RouteDefinition, knownIds: KnownIds): fc.Arbitrary<Omit<FuzzCase, 'caller'>> => {
  const names = paramNames(route.path);
  const paramsSchema = route.params ? jsonSchemaOf(route.params) : ({ type: 'object', properties: {} } as JsonSchema);
  const validParam = (name: string): fc.Arbitrary<string> => {
    const schema = paramsSchema.properties?.[name] ?? { type: 'string' };
    const generated = arbitraryFor(schema).map((v) => encodeLoosely(String(v)));
    return schema.format === 'uuid' && knownIds.length ? fc.oneof(generated, fc.constantFrom(...knownIds)) : generated;
  };
  const validParams = fc.record(Object.fromEntries(names.map((name) => [name, validParam(name)]))) as fc.Arbitrary<Record<string, string>>;
  const validQuery = route.query ? arbitraryFor(jsonSchemaOf(route.query)).map(toQuery) : fc.constant('');
  const bodySchema = route.body ? jsonSchemaOf(route.body) : undefined;
  const validBody = bodySchema ? arbitraryFor(bodySchema) : fc.constant(undefined);
  const method = route.method.toUpperCase();
  const request = (
    kind: string,
    params: Record<string, string>,
    query: string,
    payload?: { body: Buffer; headers: Record<string, string> },
    as = method,
  ) => ({
    route: `${method} ${route.path}`,
    kind,
    method: as,
    target: fillPath(route.path, params) + (query ? `?${query}` : ''),
    headers: payload?.headers ?? {},
    ...(payload ? { body: payload.body } : {}),
  });
  const withBody = (value: unknown) => (value === undefined ? undefined : json(JSON.stringify(value)));

  const cases: { weight: number; arbitrary: fc.Arbitrary<Omit<FuzzCase, 'caller'>> }[] = [
    { weight: 3, arbitrary: fc.tuple(validParams, validQuery, validBody).map(([p, q, b]) => request('valid', p, q, withBody(b))) },
    {
      weight: 2,
      arbitrary: fc.tuple(validParams, hostileQuery, validBody).map(([p, q, b]) => request('hostile query', p, q, withBody(b))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validParams, validBody)
        .map(([p, b]) => request('wrong method', p, '', withBody(b), method === 'GET' ? 'PUT' : 'GET')),
    },
  ];
  if (names.length) {
    cases.push({
      weight: 3,
      arbitrary: fc
        .tuple(validParams, fc.constantFrom(...names), fc.oneof(hostileSegment, fc.constantFrom(...PROTOTYPE_NAMES)), validQuery, validBody)
        .map(([p, name, segment, q, b]) => request(`hostile :${name}`, { ...p, [name]: segment }, q, withBody(b))),
    });
  }
  if (bodySchema) {
    const mutatedField = validBody.chain((body) => {
      const paths = fieldPaths(body);
      const path = paths.length ? fc.constantFrom(...paths) : fc.constant<string[]>([]);
      return fc.tuple(fc.constant(body), path);
    });
    cases.push(
      {
        weight: 3,
        arbitrary: fc
          .tuple(validParams, mutatedField, hostileValue)
          .map(([p, [b, path], v]) => request(`body ${path.join('.') || 'root'} hostile value`, p, '', withBody(replaced(b, path, v)))),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(validParams, mutatedField, hostileJsonText)
          .map(([p, [b, path], raw]) =>
            request(`body ${path.join('.') || 'root'} raw json`, p, '', json(withRawField(replaced(b, path, MARK), raw))),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(validParams, validBody, fc.constantFrom(...(bodySchema.required?.length ? bodySchema.required : ['x'])))
          .map(([p, b, missing]) => {
            const { [missing]: _dropped, ...rest } = (b ?? {}) as Record<string, unknown>;
            return request(`body without ${missing}`, p, '', withBody(rest));
          }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(validParams, validBody, fc.constantFrom(...PROTOTYPE_NAMES), hostileValue)
          .map(([p, b, key, v]) =>
            request(
              `body extra ${key}`,
              p,
              '',
              json(
                withRawField({ ...((b ?? {}) as object), extra: MARK }, JSON.stringify(v ?? null)).replace(
                  '"extra":',
                  `${JSON.stringify(key)}:`,
                ),
              ),
            ),
          ),
      },
      { weight: 2, arbitrary: fc.tuple(validParams, junkBody).map(([p, junk]) => request(`junk: ${junk.label}`, p, '', junk)) },
      { weight: 1, arbitrary: fc.tuple(validParams, hostileJsonText).map(([p, raw]) => request('raw json body', p, '', json(raw))) },
    );
    if (route.bodyKind === 'multipart') {
      cases.push({
        weight: 2,
        arbitrary: fc
          .tuple(validParams, fc.string({ maxLength: 200 }), hostileString, fc.constantFrom('generic', 'custom', '__proto__'))
          .map(([p, content, name, kind]) => {
            const boundary = 'fuzzboundary';
            const text =
              `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=${JSON.stringify(name.slice(0, 200))}\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
            return request('multipart upload', p, '', {
              body: Buffer.from(text),
              headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
            });
          }),
      });
    }
  } else if (method !== 'GET') {
    cases.push({
      weight: 1,
      arbitrary: fc.tuple(validParams, junkBody).map(([p, junk]) => request(`unexpected body: ${junk.label}`, p, '', junk)),
    });
  }
  return fc.oneof(...cases);
};

/**
 * Cases over every route, each route equally often, each with a caller: anonymous, staff or
 * admin (the guards' refusals are cheap; most cases go to logged-in callers so they get further).
 */
export const fuzzCases = (routes: readonly RouteDefinition[], knownIds: KnownIds): fc.Arbitrary<FuzzCase> => {
  const caller = fc.oneof(
    { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
    { weight: 2, arbitrary: fc.constant<Caller>('staff') },
    { weight: 2, arbitrary: fc.constant<Caller>('admin') },
  );
  return fc.oneof(...routes.map((route) => fc.tuple(routeCases(route, knownIds), caller).map(([c, who]) => ({ ...c, caller: who }))));
};
