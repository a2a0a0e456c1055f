import { z } from 'zod';
import { MAX_SUGGESTIONS, type Suggest } from '@newsdesk/core/suggestions/suggest';
import { defineRoute, type RouteDefinition } from '../route-definition';

const suggestionSchema = z.object({
  name: z.string(),
  kind: z.enum(['organization', 'person', 'location', 'topic', 'term', 'phrase']),
  documents: z.number().int(),
  recentDocuments: z.number().int(),
});

export const suggestionRoutes = (deps: { suggest: Suggest }): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/suggestions',
    access: 'user',
    cost: 'expensive',
    tag: 'Search',
    summary:
      'As-you-type suggestions: entity names, topics and frequent terms with a word starting with each typed word, most recent documents first; for two or more words, last, the typed phrase as one quoted term',
    body: z.object({ text: z.string().max(200), limit: z.number().int().min(1).max(MAX_SUGGESTIONS).optional() }),
    response: z.object({ suggestions: z.array(suggestionSchema) }),
    handler: async ({ body }) => ({ suggestions: await deps.suggest.execute(body.text, body.limit) }),
  }),
];
