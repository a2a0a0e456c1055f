import type { Context } from 'koa';
import type { z } from 'zod';
import type { AuthenticatedSession } from '@newsdesk/core/identity/identity.types';
import type { RouteCost } from './operations/load-shedding';

/** Who may call a route: anyone, any logged-in user, or users with role admin. */
export type RouteAccess = 'public' | 'user' | 'admin';
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RouteInput<P, Q, B, A extends RouteAccess> {
  params: P;
  query: Q;
  body: B;
  auth: A extends 'public' ? AuthenticatedSession | undefined : AuthenticatedSession;
  ctx: Context;
}

/**
 * One HTTP route: method, path, who may call it, the zod schemas of what it takes and gives
 * (they validate every request and generate the OpenAPI document), and a handler of a few lines.
 * A handler's return value is the JSON body (200); `undefined` means 204.
 */
export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends RouteAccess = RouteAccess,
> {
  method: HttpMethod;
  /** Koa-style path: `/auth/token/refresh/:sessionId`. */
  path: string;
  access: A;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * `beacon`: also accepts text/plain bodies (navigator.sendBeacon) and empty bodies.
   * `multipart`: also accepts multipart/form-data with one file in the field `file` (at most
   * MULTIPART_FILE_LIMIT bytes); the body schema then sees the form fields plus `file: UploadedFile`.
   */
  bodyKind?: 'json' | 'beacon' | 'multipart';
  response?: z.ZodType;
  /** Further documented outcomes, e.g. { 401: 'Wrong e-mail or password' }. */
  errors?: Record<number, string>;
  /** Routes the browser leaves through without a same-origin Origin (none so far). */
  csrfExempt?: boolean;
  /**
   * `expensive`: searches, exports and the like, which are shed with 503 + Retry-After when the
   * process falls behind (operations/load-shedding.ts); unset means cheap, always served.
   */
  cost?: RouteCost;
  handler: (input: RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>, A>) => Promise<unknown>;
}

/** The largest file a `multipart` route takes (1 MiB); bigger uploads get 413. */
export const MULTIPART_FILE_LIMIT = 1024 * 1024;

/** The file of a `multipart` request, read into memory; its temporary file is already deleted. */
export interface UploadedFile {
  /** The name the client gave (may hold path parts: never use it as a path). */
  name: string;
  type: string | null;
  bytes: Uint8Array;
}

/** Keeps the schema types of one route together; no runtime effect. */
export const defineRoute = <
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends RouteAccess = RouteAccess,
>(
  route: RouteDefinition<P, Q, B, A>,
): RouteDefinition => route as unknown as RouteDefinition;
