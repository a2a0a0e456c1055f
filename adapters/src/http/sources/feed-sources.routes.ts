import type { Clock } from '@newsdesk/core/shared/clock';
import type { CreateFeedSource } from '@newsdesk/core/sources/create-feed-source';
import type { DeleteFeedSource } from '@newsdesk/core/sources/delete-feed-source';
import type { GetCrawlSchedule } from '@newsdesk/core/sources/get-crawl-schedule';
import type { GetFeedSource } from '@newsdesk/core/sources/get-feed-source';
import type { ListFeedSources } from '@newsdesk/core/sources/list-feed-sources';
import { toFeedSourceView } from '@newsdesk/core/sources/source.views';
import type { UpdateCrawlSchedule } from '@newsdesk/core/sources/update-crawl-schedule';
import type { UpdateFeedSource } from '@newsdesk/core/sources/update-feed-source';
import { defineRoute, type RouteDefinition } from '../route-definition';
import {
  createFeedSourceBody,
  feedSourcesResponse,
  feedSourceView,
  idParam,
  scheduleBody,
  scheduleResponse,
  updateFeedSourceBody,
} from './sources.schema';

export interface FeedSourceRouteDeps {
  createFeedSource: CreateFeedSource;
  updateFeedSource: UpdateFeedSource;
  getFeedSource: GetFeedSource;
  deleteFeedSource: DeleteFeedSource;
  listFeedSources: ListFeedSources;
  getCrawlSchedule: GetCrawlSchedule;
  updateCrawlSchedule: UpdateCrawlSchedule;
  clock: Clock;
}

const TAG = 'Sources';

/** RSS-enabled sources (spec §7 names) and the crawler's schedule (`dce-scheduler`). */
export const feedSourceRoutes = (deps: FeedSourceRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/rss-enabled-source',
    access: 'admin',
    tag: TAG,
    summary: 'Every RSS-enabled source with its health (last fetch, items, new items, last error, failures, pause)',
    response: feedSourcesResponse,
    handler: async () => ({ sources: await deps.listFeedSources.execute() }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/rss-enabled-source',
    access: 'admin',
    tag: TAG,
    summary: 'Add an RSS-enabled source; its domain must be on a generic or custom site list and its feed on that domain',
    body: createFeedSourceBody,
    response: feedSourceView,
    errors: {
      400: 'Invalid input, source.invalid_url, source.address_not_allowed, source.domain_not_listed or source.url_not_on_domain',
      409: 'source.url_taken',
    },
    handler: async ({ body }) => toFeedSourceView(await deps.createFeedSource.execute(body), deps.clock.now()),
  }),
  defineRoute({
    method: 'put',
    path: '/api/rss-enabled-source-update',
    access: 'admin',
    tag: TAG,
    summary: 'Change an RSS-enabled source (fields left out stay); `resume: true` un-pauses it',
    body: updateFeedSourceBody,
    response: feedSourceView,
    errors: {
      400: 'Invalid input, source.invalid_url, source.address_not_allowed, source.domain_not_listed or source.url_not_on_domain (a changed address or domain is checked again)',
      404: 'source.not_found',
      409: 'source.url_taken',
    },
    handler: async ({ body }) => toFeedSourceView(await deps.updateFeedSource.execute(body), deps.clock.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/rss-enabled-source/:id',
    access: 'admin',
    tag: TAG,
    summary: 'One RSS-enabled source',
    params: idParam,
    response: feedSourceView,
    errors: { 404: 'source.not_found' },
    handler: async ({ params }) => toFeedSourceView(await deps.getFeedSource.execute(params.id), deps.clock.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/rss-enabled-source/:id',
    access: 'admin',
    tag: TAG,
    summary: 'Stop crawling a source (its documents stay)',
    params: idParam,
    errors: { 404: 'source.not_found' },
    handler: async ({ params }) => {
      await deps.deleteFeedSource.execute(params.id);
      return undefined;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/dce-scheduler',
    access: 'admin',
    tag: TAG,
    summary: 'The crawl schedule: interval, enabled, parallel fetches and next crawl of every source',
    response: scheduleResponse,
    handler: async () => ({ sources: await deps.getCrawlSchedule.execute() }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/dce-scheduler',
    access: 'admin',
    tag: TAG,
    summary: 'Change the schedule of one or several sources (all or none)',
    body: scheduleBody,
    response: scheduleResponse,
    errors: { 404: 'source.not_found' },
    handler: async ({ body }) => {
      await deps.updateCrawlSchedule.execute(body.sources);
      return { sources: await deps.getCrawlSchedule.execute() };
    },
  }),
];
