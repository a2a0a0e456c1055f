import { z } from 'zod';
import { COLOR_SCHEMES, LANGUAGES, ROLES, type SessionInfo, type SessionRefresh, type UserView } from '@newsdesk/core/identity/user-view';
import type { ColorSchemeRequest, LanguageRequest, UserList } from '@newsdesk/core/identity/user-admin.wire';

// Every schema `satisfies` core's wire type (user-view.ts, user-admin.wire.ts; ADR 0031).
export const languageSchema = z.enum(LANGUAGES);
export const colorSchemeSchema = z.enum(COLOR_SCHEMES);
export const roleSchema = z.enum(ROLES);

export const userViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.object({ givenName: z.string(), familyName: z.string() }),
  roles: z.array(roleSchema),
  isNew: z.boolean(),
  language: languageSchema,
  colorScheme: colorSchemeSchema,
}) satisfies z.ZodType<UserView>;

export const sessionInfoSchema = z.object({
  user: userViewSchema,
  sessionId: z.string(),
  environment: z.enum(['production', 'staging', 'development']),
}) satisfies z.ZodType<SessionInfo>;

export const sessionRefreshSchema = sessionInfoSchema.extend({
  activeSessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  hasNotSeenReleaseNotes: z.boolean(),
}) satisfies z.ZodType<SessionRefresh>;

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export const sessionIdParam = z.object({ sessionId: z.string().regex(/^[0-9a-f]{32}$/, 'not a session id') });

export const removeActiveSessionParams = z.object({
  userId: z.string().uuid(),
  sessionId: z.string().regex(/^[0-9a-f]{32}$/, 'not a session id'),
});

export const languageBody = z.object({ language: languageSchema }) satisfies z.ZodType<LanguageRequest>;
export const colorSchemeBody = z.object({ colorScheme: colorSchemeSchema }) satisfies z.ZodType<ColorSchemeRequest>;

export const usersResponse = z.object({ users: z.array(userViewSchema) }) satisfies z.ZodType<UserList>;
