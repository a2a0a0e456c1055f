import { z } from 'zod';
import type { RouteDefinition } from './route-definition';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `/auth/token/refresh/:sessionId` → `/auth/token/refresh/{sessionId}` */
export const toOpenApiPath = (koaPath: string): string => koaPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const parametersOf = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
};

const errorBody = {
  type: 'object',
  required: ['message', 'code'],
  properties: { message: { type: 'string' }, code: { type: 'string' }, details: {}, requestId: { type: 'string' } },
};

const STANDARD_ERRORS: Record<number, string> = { 400: 'Invalid input', 500: 'Unexpected error (with a request id)' };

/** The OpenAPI 3.1 document, generated from the routes' zod schemas. */
export const buildOpenApiDocument = (routes: readonly RouteDefinition[], info: { version: string }) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const errors: Record<number, string> = { ...STANDARD_ERRORS };
    if (route.access !== 'public') errors[401] = 'No live session';
    if (route.access === 'admin') errors[403] = 'Role admin required';
    if (route.method !== 'get')
      errors[403] = route.access === 'admin' ? 'Role admin required, or cross-site request' : 'Cross-site request refused';
    if (route.cost === 'expensive')
      errors[503] = 'server.busy: the process is behind and sheds this route; Retry-After says when to try again';
    Object.assign(errors, route.errors);
    const responses: Record<string, unknown> = route.response
      ? { 200: { description: 'OK', content: { 'application/json': { schema: toSchema(route.response, 'output') } } } }
      : { 204: { description: 'Done' } };
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    const bodyTypes =
      route.bodyKind === 'beacon'
        ? ['application/json', 'text/plain']
        : route.bodyKind === 'multipart'
          ? ['multipart/form-data', 'application/json']
          : ['application/json'];
    const operation = {
      operationId: `${route.method}${toOpenApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      tags: [route.tag],
      'x-access': route.access,
      security: route.access === 'public' ? [] : [{ sessionCookie: [] }],
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
      ...(route.body
        ? {
            requestBody: {
              required: route.bodyKind !== 'beacon',
              content: Object.fromEntries(bodyTypes.map((type) => [type, { schema: toSchema(route.body!, 'input') }])),
            },
          }
        : {}),
      responses,
    };
    (paths[toOpenApiPath(route.path)] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Newsdesk API',
      version: info.version,
      description: 'All calls are JSON. Errors are `{message, code}` with a stable code; the UI translates `errors.<code>`.',
    },
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'nd_session' } },
      schemas: { Error: errorBody },
    },
    paths,
  };
};
