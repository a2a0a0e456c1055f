import type { ListOfficialSources } from '@newsdesk/core/sources/list-official-sources';
import type { SaveOfficialSource } from '@newsdesk/core/sources/save-official-source';
import { toOfficialSourceView } from '@newsdesk/core/sources/source.views';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { officialSourcesResponse, officialSourceView, saveOfficialSourceBody } from './sources.schema';

export interface OfficialSourceRouteDeps {
  listOfficialSources: ListOfficialSources;
  saveOfficialSource: SaveOfficialSource;
}

export const officialSourceRoutes = (deps: OfficialSourceRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/officialSources',
    access: 'admin',
    tag: 'Sources',
    summary: 'Official sources (government, agencies, police, courts, …)',
    response: officialSourcesResponse,
    handler: async () => ({ sources: (await deps.listOfficialSources.execute()).map(toOfficialSourceView) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/officialSources',
    access: 'admin',
    tag: 'Sources',
    summary: 'Create an official source, or update it (by id, else by URL)',
    body: saveOfficialSourceBody,
    response: officialSourceView,
    errors: { 404: 'official_source.not_found', 409: 'official_source.url_taken' },
    handler: async ({ body }) => toOfficialSourceView(await deps.saveOfficialSource.execute(body)),
  }),
];
