import { z } from 'zod';
import { COLOR_SCHEMES, LANGUAGES } from '@newsdesk/core/identity/user-view';

export const languageSchema = z.enum(LANGUAGES as ['en', 'de', 'fr']);
export const colorSchemeSchema = z.enum(COLOR_SCHEMES as ['system', 'light', 'dark']);

export const userViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.object({ givenName: z.string(), familyName: z.string() }),
  roles: z.array(z.enum(['admin', 'staff'])),
  isNew: z.boolean(),
  language: languageSchema,
  colorScheme: colorSchemeSchema,
});

export const sessionInfoSchema = z.object({
  user: userViewSchema,
  sessionId: z.string(),
  environment: z.enum(['production', 'staging', 'development']),
});

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
});

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export const sessionIdParam = z.object({ sessionId: z.string().regex(/^[0-9a-f]{32}$/, 'not a session id') });

export const removeActiveSessionParams = z.object({
  userId: z.string().uuid(),
  sessionId: z.string().regex(/^[0-9a-f]{32}$/, 'not a session id'),
});

export const languageBody = z.object({ language: languageSchema });
export const colorSchemeBody = z.object({ colorScheme: colorSchemeSchema });

export const usersResponse = z.object({ users: z.array(userViewSchema) });
