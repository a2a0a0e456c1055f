import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import { buildOpenApiDocument } from './openapi';
import { defineRoute, type RouteDefinition } from './route-definition';

export interface SystemRouteDeps {
  /** Folder with `{lng}/{ns}.json` translation files (web-widgets/locales). */
  localesDir: string;
  version: string;
  /** All other routes, for the OpenAPI document. */
  routes: () => readonly RouteDefinition[];
}

const notFound = () => new DomainError('not_found', 'route.not_found', 'Not found.');

const swaggerDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** A Map, not an object literal: `__proto__`, `constructor` or `toString` as a name must find nothing. */
const SWAGGER_ASSETS: ReadonlyMap<string, string> = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'application/javascript; charset=utf-8'],
  ['swagger-ui-standalone-preset.js', 'application/javascript; charset=utf-8'],
]);

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Newsdesk API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script></body></html>`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', withCredentials: true });`;

/** Translations, the OpenAPI document and its browsable page. */
export const systemRoutes = (deps: SystemRouteDeps): RouteDefinition[] => {
  const allRoutes = () => [...deps.routes(), ...own];
  const own: RouteDefinition[] = [
    defineRoute({
      method: 'get',
      path: '/locales/:lng/:file',
      access: 'public',
      tag: 'System',
      summary: "Translation resources for the widgets' i18next (one namespace of one language)",
      params: z.object({
        lng: z.enum(LANGUAGES),
        file: z.string().regex(/^[a-z][a-z-]*\.json$/, 'not a namespace file'),
      }),
      response: z.record(z.string(), z.unknown()),
      handler: async ({ params, ctx }) => {
        const file = path.join(deps.localesDir, params.lng, params.file);
        const text = await readFile(file, 'utf8').catch(() => {
          throw notFound();
        });
        ctx.set('Cache-Control', 'no-cache');
        return JSON.parse(text) as unknown;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/openapi.json',
      access: 'user',
      tag: 'System',
      summary: 'This API, described in OpenAPI 3.1 (generated from the route schemas)',
      response: z.record(z.string(), z.unknown()),
      handler: async () => buildOpenApiDocument(allRoutes(), { version: deps.version }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/docs',
      access: 'user',
      tag: 'System',
      summary: 'Browsable API documentation (Swagger UI)',
      handler: async ({ ctx }) => {
        ctx.type = 'text/html; charset=utf-8';
        return DOCS_PAGE;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/docs/assets/:asset',
      access: 'user',
      tag: 'System',
      summary: 'Static files of the API documentation page',
      params: z.object({ asset: z.string().max(64) }),
      handler: async ({ params, ctx }) => {
        ctx.set('Cache-Control', 'public, max-age=3600');
        if (params.asset === 'init.js') {
          ctx.type = 'application/javascript; charset=utf-8';
          return DOCS_INIT;
        }
        const type = SWAGGER_ASSETS.get(params.asset);
        if (!type) throw notFound();
        ctx.type = type;
        return readFile(path.join(swaggerDir(), params.asset));
      },
    }),
  ];
  return own;
};
