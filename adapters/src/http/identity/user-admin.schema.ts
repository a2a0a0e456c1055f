import { z } from 'zod';
import type {
  NewUserRequest,
  UserAccountAnswer,
  UserAccountList,
  UserAccountView,
  UserActiveRequest,
  UserRolesRequest,
} from '@newsdesk/core/identity/user-admin.wire';
import { languageSchema, roleSchema, userViewSchema } from './identity.schema';

// Every schema `satisfies` core's wire type (user-admin.wire.ts, ADR 0031).
/** Lengths here only stop abuse; the rules (valid e-mail, 12-character password, a given name) are core's. */
export const createUserBody = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  givenName: z.string().max(100),
  familyName: z.string().max(100).default(''),
  roles: z.array(roleSchema).max(2).default(['staff']),
  language: languageSchema.default('en'),
}) satisfies z.ZodType<NewUserRequest>;

export const rolesBody = z.object({ roles: z.array(roleSchema).max(2) }) satisfies z.ZodType<UserRolesRequest>;

export const activeBody = z.object({ active: z.boolean() }) satisfies z.ZodType<UserActiveRequest>;

export const userIdParam = z.object({ userId: z.string().uuid('not a user id') });

export const userSessionParams = z.object({
  userId: z.string().uuid('not a user id'),
  sessionId: z.string().regex(/^[0-9a-f]{32}$/, 'not a session id'),
});

export const userAccountSchema = userViewSchema.extend({
  active: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string().nullable(),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
      pageClosed: z.boolean(),
      current: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<UserAccountView>;

export const userAccountsResponse = z.object({ users: z.array(userAccountSchema) }) satisfies z.ZodType<UserAccountList>;
export const userAccountResponse = z.object({ user: userAccountSchema }) satisfies z.ZodType<UserAccountAnswer>;
