import { z } from 'zod';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import { defineRoute, type RouteDefinition } from '../route-definition';
import type { UserGuide } from './user-guide';

const guideQuery = z.object({ lang: z.enum(LANGUAGES as ['en', 'de', 'fr']).optional() });
const guideResponse = z.object({ language: z.enum(LANGUAGES as ['en', 'de', 'fr']), html: z.string() });

/** The user guide for the settings popup's link, as sanitized HTML the app shows in its shell. */
export const userGuideRoutes = (guide: UserGuide): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/user-guide',
    access: 'user',
    tag: 'Session',
    summary: "The user guide (docs/user-guide.md) as sanitized HTML, in the user's language when translated, English otherwise",
    query: guideQuery,
    response: guideResponse,
    handler: async ({ query, auth }) => guide.forLanguage(query.lang ?? auth.user.language),
  }),
];
