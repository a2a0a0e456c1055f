import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { koaBody } from 'koa-body';
import type { AuthenticatedSession } from '@newsdesk/core/identity/identity.types';
import { forbidden } from '@newsdesk/core/identity/identity.errors';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import { assertSameOrigin } from './csrf';
import type { RouteDefinition } from './route-definition';
import { readSessionToken } from './session-cookie';

export interface RouterDeps {
  routes: RouteDefinition[];
  authenticate: (token: string | undefined) => Promise<AuthenticatedSession>;
  allowedOrigins: readonly string[];
  /** Largest JSON body accepted (koa-body limit string, e.g. '256kb'). */
  jsonLimit: string;
}

const unsupportedMediaType = () =>
  new DomainError('unsupported', 'request.unsupported_media_type', 'This content type is not accepted here.');

const parseBody = (route: RouteDefinition, jsonLimit: string): Middleware[] => {
  if (!route.body) return [];
  const parser = koaBody({ json: true, text: route.bodyKind === 'beacon', urlencoded: false, multipart: false, jsonLimit, textLimit: '16kb', jsonStrict: true });
  const requireJson = async (ctx: Context, next: Next) => {
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && route.bodyKind !== 'beacon' && !ctx.is('application/json')) {
      throw unsupportedMediaType();
    }
    await next();
  };
  return [requireJson, parser];
};

const isAdmin = (auth: AuthenticatedSession) => auth.user.roles.includes('admin');

/** Builds the Koa router from route definitions: CSRF, body parsing, access, validation, handler. */
export const buildRouter = ({ routes, authenticate, allowedOrigins, jsonLimit }: RouterDeps): Router => {
  const router = new Router();
  for (const route of routes) {
    const guard = async (ctx: Context, next: Next) => {
      if (!route.csrfExempt) assertSameOrigin(ctx, allowedOrigins);
      const token = readSessionToken(ctx);
      if (route.access === 'public') {
        ctx.state.auth = token ? await authenticate(token).catch(() => undefined) : undefined;
      } else {
        ctx.state.auth = await authenticate(token);
        if (route.access === 'admin' && !isAdmin(ctx.state.auth)) throw forbidden();
      }
      await next();
    };
    const handle = async (ctx: Context) => {
      const params = route.params ? route.params.parse(ctx.params) : {};
      const query = route.query ? route.query.parse(ctx.query) : {};
      const rawBody = route.bodyKind === 'beacon' && typeof ctx.request.body !== 'object' ? {} : (ctx.request.body ?? {});
      const body = route.body ? route.body.parse(rawBody) : undefined;
      const result = await route.handler({ params, query, body, auth: ctx.state.auth, ctx });
      if (result === undefined) {
        if (ctx.body === undefined) ctx.status = ctx.status === 404 ? 204 : ctx.status;
      } else {
        ctx.body = result;
      }
    };
    router.register(route.path, [route.method.toUpperCase()], [guard, ...parseBody(route, jsonLimit), handle]);
  }
  return router;
};
