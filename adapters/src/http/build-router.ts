import { readFile, unlink } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { koaBody } from 'koa-body';
import type { AuthenticatedSession } from '@newsdesk/core/identity/identity.types';
import { forbidden } from '@newsdesk/core/identity/identity.errors';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import { assertSameOrigin } from './csrf';
import { MULTIPART_FILE_LIMIT, type RouteDefinition, type UploadedFile } from './route-definition';
import { readSessionToken } from './session-cookie';
import { assertQueryLength, assertWithinLimits, JSON_BODY_LIMITS, QUERY_LIMITS, type ValueLimits } from './request-limits';

export interface RouterDeps {
  routes: RouteDefinition[];
  authenticate: (token: string | undefined) => Promise<AuthenticatedSession>;
  allowedOrigins: readonly string[];
  /** Largest JSON body accepted (koa-body limit string, e.g. '256kb'). */
  jsonLimit: string | number;
  /** Sheds a route's requests when the process falls behind (operations/load-shedder.ts); runs first, before the session is looked up. */
  shedding?: (route: RouteDefinition) => Middleware | undefined;
}

const unsupportedMediaType = () =>
  new DomainError('unsupported', 'request.unsupported_media_type', 'This content type is not accepted here.');

const tooLarge = () => new DomainError('too_large', 'request.too_large', 'The request is too large.');
const unreadableUpload = () => new DomainError('invalid', 'request.invalid', 'The upload could not be read.');
const undecodableBody = () =>
  new DomainError('invalid', 'request.undecodable_body', 'The request body could not be decompressed (Content-Encoding).');
/**
 * zlib's errors (Z_DATA_ERROR …). koa-body re-wraps what is not `instanceof Error` in its realm
 * (Jest's VM modules) as an Error whose message is the JSON of the original, hence the second test.
 */
const isZlibError = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return /^(Z_|ERR__ERROR_|ERR_BROTLI)/.test(String(code ?? '')) || /"code":"(Z_|ERR__ERROR_|ERR_BROTLI)/.test(String(message ?? ''));
};

// Room for the multipart envelope (boundary, part headers, a few small fields) around the file.
const MULTIPART_REQUEST_LIMIT = MULTIPART_FILE_LIMIT + 64 * 1024;

/** Upload routes' JSON form carries the whole file as one string (escaped: up to twice its size). */
const MULTIPART_JSON_LIMITS: ValueLimits = { ...JSON_BODY_LIMITS, maxStringLength: MULTIPART_FILE_LIMIT * 2 };

type FormidableFile = { filepath: string; originalFilename?: string | null; mimetype?: string | null };
const filesOf = (ctx: Context): FormidableFile[] =>
  Object.values((ctx.request as { files?: Record<string, FormidableFile | FormidableFile[]> }).files ?? {}).flat();

/**
 * multipart/form-data (or JSON) for upload routes: one file in the field `file`, capped, read
 * into memory, and its temporary file deleted before the handler runs, whatever happens.
 */
const parseMultipart = (): Middleware[] => {
  const parser = koaBody({
    json: true,
    text: false,
    urlencoded: false,
    multipart: true,
    // The JSON form carries the file's text escaped, so it may be somewhat bigger than the file.
    jsonLimit: MULTIPART_FILE_LIMIT * 2,
    jsonStrict: true,
    formidable: {
      maxFiles: 1,
      maxFileSize: MULTIPART_FILE_LIMIT,
      maxTotalFileSize: MULTIPART_FILE_LIMIT,
      maxFields: 10,
      maxFieldsSize: 16 * 1024,
      // An empty file is the use case's to judge (with a clearer message than formidable's).
      allowEmptyFiles: true,
      minFileSize: 0,
      filter: (part) => part.name === 'file',
    },
  });
  const acceptJsonOrMultipart = async (ctx: Context, next: Next) => {
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && !ctx.is('application/json', 'multipart/form-data')) throw unsupportedMediaType();
    // Refused before reading: a declared size over the limit need not be received at all.
    if (Number(ctx.get('Content-Length') || 0) > MULTIPART_REQUEST_LIMIT && ctx.is('multipart/form-data')) throw tooLarge();
    await next();
  };
  const readUpload = async (ctx: Context, next: Next) => {
    try {
      await parser(ctx, async () => undefined);
    } catch (error) {
      if (isZlibError(error)) throw undecodableBody();
      const status = (error as { httpCode?: number }).httpCode;
      if (status === 413) throw tooLarge();
      if (status && status >= 400 && status < 500) throw unreadableUpload();
      throw error;
    }
    const files = filesOf(ctx);
    try {
      // the form fields or JSON as sent; the file's bytes are bounded by formidable
      assertWithinLimits(ctx.request.body, 'body', MULTIPART_JSON_LIMITS);
      const upload = files[0];
      if (upload) {
        const file: UploadedFile = {
          name: upload.originalFilename ?? '',
          type: upload.mimetype ?? null,
          bytes: new Uint8Array(await readFile(upload.filepath)),
        };
        (ctx.request as { body?: unknown }).body = { ...(ctx.request.body as Record<string, unknown>), file };
      }
    } finally {
      await Promise.all(files.map((f) => unlink(f.filepath).catch(() => undefined)));
    }
    await next();
  };
  return [acceptJsonOrMultipart, readUpload];
};

const parseBody = (route: RouteDefinition, jsonLimit: string | number): Middleware[] => {
  if (!route.body) return [];
  if (route.bodyKind === 'multipart') return parseMultipart();
  const parser = koaBody({
    json: true,
    text: route.bodyKind === 'beacon',
    urlencoded: false,
    multipart: false,
    jsonLimit,
    textLimit: '16kb',
    jsonStrict: true,
  });
  const requireJson = async (ctx: Context, next: Next) => {
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && route.bodyKind !== 'beacon' && !ctx.is('application/json')) {
      throw unsupportedMediaType();
    }
    await next();
  };
  const readBody = async (ctx: Context, next: Next) => {
    try {
      await parser(ctx, async () => undefined);
    } catch (error) {
      // a Content-Encoding (gzip, deflate) whose bytes do not decode: the client's fault
      if (isZlibError(error)) throw undecodableBody();
      throw error;
    }
    // Bounded as soon as it is parsed, before the route's schema or anything else walks it.
    assertWithinLimits(ctx.request.body, 'body', JSON_BODY_LIMITS);
    await next();
  };
  return [requireJson, readBody];
};

const isAdmin = (auth: AuthenticatedSession) => auth.user.roles.includes('admin');

/** Builds the Koa router from route definitions: CSRF, body parsing, access, validation, handler. */
export const buildRouter = ({ routes, authenticate, allowedOrigins, jsonLimit, shedding }: RouterDeps): Router => {
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
      assertQueryLength(ctx.querystring);
      assertWithinLimits(ctx.params, 'params', QUERY_LIMITS);
      assertWithinLimits(ctx.query, 'query', QUERY_LIMITS);
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
    const shed = shedding?.(route);
    router.register(route.path, [route.method.toUpperCase()], [...(shed ? [shed] : []), guard, ...parseBody(route, jsonLimit), handle]);
  }
  return router;
};
