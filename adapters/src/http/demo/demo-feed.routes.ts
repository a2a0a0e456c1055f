import { z } from 'zod';
import { demoFeedXml } from '../../demo/demo-feed';
import { defineRoute, type RouteDefinition } from '../route-definition';

/**
 * Demo mode only: the wire feeds the demo sources crawl, served by the app itself. The feed's own
 * link is built from `publicUrl` (NEWSDESK_PUBLIC_URL), never from the request's Host header.
 */
export const demoFeedRoutes = (now: () => Date, publicUrl: string): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/demo-feeds/:file',
    access: 'public',
    tag: 'Demo',
    summary: 'Generated RSS feed of the demo newsroom (a new article every two minutes)',
    params: z.object({ file: z.enum(['en.xml', 'de.xml', 'fr.xml']) }),
    handler: async ({ params, ctx }) => {
      const selfUrl = `${publicUrl.replace(/\/+$/, '')}/demo-feeds/${params.file}`;
      ctx.type = 'application/rss+xml; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      return demoFeedXml(params.file.slice(0, 2) as 'en' | 'de' | 'fr', now(), selfUrl);
    },
  }),
];
