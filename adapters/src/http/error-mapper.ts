import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isDomainError, type DomainError, type DomainErrorKind } from '@newsdesk/core/shared/domain-error';
import { uniqueViolationAsDomainError } from '../postgres/unique-violations';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
};

export interface ErrorBody {
  message: string;
  code: string;
  details?: unknown;
  requestId?: string;
}

const send = (ctx: Context, status: number, body: ErrorBody) => {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = body;
};

/** Errors thrown by koa-body / co-body / http-errors carry a status and an `expose` flag. */
interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

const sendDomainError = (ctx: Context, error: DomainError) => {
  if (error.kind === 'rate_limited' && typeof error.details?.retryAfterSeconds === 'number') {
    ctx.set('Retry-After', String(error.details.retryAfterSeconds));
  }
  send(ctx, STATUS_BY_KIND[error.kind], {
    message: error.message,
    code: error.code,
    ...(error.details ? { details: error.details } : {}),
  });
};

/**
 * The ONE place where errors become HTTP responses: domain errors by kind, invalid input as
 * 400 with the zod issues, body-parser failures as 400/413/415, unknown routes as 404, a unique
 * key that two concurrent requests both tried to take as 409 with its domain code
 * (postgres/unique-violations.ts), and everything unexpected as 500 with a request id (logged
 * with the stack, which never leaves).
 */
export const errorMapper = (logger: Logger) => async (ctx: Context, next: Next) => {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      send(ctx, 404, { message: 'Not found.', code: 'route.not_found' });
    } else if (ctx.status === 405 && (ctx.body === undefined || typeof ctx.body === 'string')) {
      send(ctx, 405, { message: 'This method is not allowed here.', code: 'route.method_not_allowed' });
    }
  } catch (error) {
    const requestId = ctx.state.requestId as string | undefined;
    if (isDomainError(error)) {
      sendDomainError(ctx, error);
      return;
    }
    const conflict = uniqueViolationAsDomainError(error);
    if (conflict) {
      logger.info({ requestId, method: ctx.method, path: ctx.path, code: conflict.code }, 'concurrent write refused by a unique key');
      sendDomainError(ctx, conflict);
      return;
    }
    if (error instanceof ZodError) {
      send(ctx, 400, {
        message: 'Some fields are not valid.',
        code: 'request.invalid',
        details: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
      return;
    }
    const http = error as HttpLikeError;
    const status = http.status ?? http.statusCode;
    if (status && status >= 400 && status < 500) {
      if (/forbidden prototype property/.test(http.message ?? '')) {
        // @hapi/bourne (co-body's JSON parser) refuses __proto__ keys, which some merges would follow into Object.prototype
        send(ctx, 400, { message: 'A field named __proto__ is not accepted.', code: 'request.reserved_field_name' });
      } else if (http.type === 'entity.parse.failed' || (/JSON|Unexpected token|invalid/i.test(http.message ?? '') && status === 400)) {
        send(ctx, 400, { message: 'The request body is not valid JSON.', code: 'request.malformed_json' });
      } else if (status === 413) {
        send(ctx, 413, { message: 'The request is too large.', code: 'request.too_large' });
      } else if (status === 415) {
        send(ctx, 415, { message: 'This content type is not accepted here.', code: 'request.unsupported_media_type' });
      } else {
        send(ctx, status, { message: http.expose && http.message ? http.message : 'The request is not valid.', code: 'request.invalid' });
      }
      return;
    }
    logger.error({ err: error, requestId, method: ctx.method, path: ctx.path }, 'unexpected error');
    send(ctx, 500, {
      message: 'Something went wrong on our side. Please try again.',
      code: 'server.internal',
      ...(requestId ? { requestId } : {}),
    });
  }
};
