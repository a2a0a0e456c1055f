import { z } from 'zod';
import { ATTENTION_SPLITS } from '@newsdesk/core/search/attention';
import type { AttentionOverTime } from '@newsdesk/core/search/attention-over-time';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { searchBody } from './search.routes';

/** The search's own body (sort and page are accepted and have no effect) plus how the bars are split. */
export const attentionBody = searchBody.extend({
  split: z.enum(ATTENTION_SPLITS).default('language'),
});

export const attentionRoutes = (deps: { attentionOverTime: AttentionOverTime }): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/search/attention',
    access: 'user',
    cost: 'expensive',
    tag: 'Search',
    summary:
      'Attention over time: matching documents per hour (time frame up to 72 hours) or per Zurich day, split by language or source domain (top 5 and "other"), counted by the index',
    body: attentionBody,
    response: z.object({
      bucket: z.enum(['hour', 'day']),
      split: z.enum(ATTENTION_SPLITS),
      series: z.array(z.string()),
      bars: z.array(
        z.object({ start: z.string(), end: z.string(), counts: z.record(z.string(), z.number().int()), total: z.number().int() }),
      ),
    }),
    errors: { 400: 'Invalid query or time frame, or an unknown split' },
    handler: async ({ body }) => {
      const chart = await deps.attentionOverTime.execute(body);
      return { ...chart, bars: chart.bars.map((bar) => ({ ...bar, start: bar.start.toISOString(), end: bar.end.toISOString() })) };
    },
  }),
];
