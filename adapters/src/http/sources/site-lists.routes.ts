import type { DeleteSiteListFile } from '@newsdesk/core/sources/delete-site-list-file';
import type { GetSiteListFile } from '@newsdesk/core/sources/get-site-list-file';
import type { ListSiteListFiles } from '@newsdesk/core/sources/list-site-list-files';
import type { ListSites, SiteKind } from '@newsdesk/core/sources/list-sites';
import { siteListKindRequired } from '@newsdesk/core/sources/source.errors';
import { toSiteListFileContentView, toSiteListFileView } from '@newsdesk/core/sources/source.views';
import type { UploadSiteList } from '@newsdesk/core/sources/upload-site-list';
import { defineRoute, type RouteDefinition } from '../route-definition';
import {
  siteListFileContentView,
  siteListFileQuery,
  siteListFilesResponse,
  siteListNameParam,
  siteListQuery,
  sitesResponse,
  uploadSiteListBody,
  uploadSiteListResponse,
} from './sources.schema';

export interface SiteListRouteDeps {
  listSites: ListSites;
  uploadSiteList: UploadSiteList;
  listSiteListFiles: ListSiteListFiles;
  getSiteListFile: GetSiteListFile;
  deleteSiteListFile: DeleteSiteListFile;
}

const TAG = 'Site lists';
const SITE_KINDS: { kind: SiteKind; summary: string }[] = [
  { kind: 'generic', summary: 'Domains of the uploaded generic site lists, with their names' },
  { kind: 'custom', summary: 'Domains of the uploaded custom site lists, with their names' },
  { kind: 'rss', summary: 'Domains that have an RSS-enabled source' },
];

/** The generic/custom/rss site lists and the list files they come from. */
export const siteListRoutes = (deps: SiteListRouteDeps): RouteDefinition[] => [
  ...SITE_KINDS.map(({ kind, summary }) =>
    defineRoute({
      method: 'get',
      path: `/api/sites/${kind}`,
      access: 'admin',
      tag: TAG,
      summary,
      response: sitesResponse,
      handler: async () => ({ sites: await deps.listSites.execute(kind) }),
    }),
  ),
  defineRoute({
    method: 'post',
    path: '/api/files/websites',
    access: 'admin',
    tag: TAG,
    summary:
      'Upload a site list (CSV `domain,name` or TXT, one domain or URL per line, at most 1 MiB) as multipart field `file` or JSON {name, content}; `kind` generic|custom as field or query parameter. The same (sanitized) name replaces a file.',
    query: siteListQuery,
    body: uploadSiteListBody,
    bodyKind: 'multipart',
    response: uploadSiteListResponse,
    errors: {
      400: 'site_list.not_text, site_list.invalid_lines (details.lines), site_list.empty, …',
      413: 'Larger than 1 MiB',
      415: 'Neither multipart nor JSON',
    },
    handler: async ({ body, query, auth }) => {
      const kind = body.kind ?? query.kind;
      if (!kind) throw siteListKindRequired();
      const upload = body.file
        ? { fileName: body.file.name, bytes: body.file.bytes }
        : { fileName: body.name ?? '', bytes: new TextEncoder().encode(body.content ?? '') };
      const uploadedBy = { id: auth.user.id, name: `${auth.user.givenName} ${auth.user.familyName}`.trim() };
      const result = await deps.uploadSiteList.execute({ ...upload, kind, uploadedBy });
      return { file: toSiteListFileView(result.file), replaced: result.replaced };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/files/websites',
    access: 'admin',
    tag: TAG,
    summary: 'The uploaded site list files (name, kind, entries, size, uploaded at and by)',
    response: siteListFilesResponse,
    handler: async () => ({ files: (await deps.listSiteListFiles.execute()).map(toSiteListFileView) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/files/websites/:name',
    access: 'admin',
    tag: TAG,
    summary: 'One list file with its content and sites (JSON), or its text with ?format=text or Accept: text/plain',
    params: siteListNameParam,
    query: siteListFileQuery,
    response: siteListFileContentView,
    errors: { 404: 'site_list.not_found' },
    handler: async ({ params, query, ctx }) => {
      const file = await deps.getSiteListFile.execute(params.name);
      const asText =
        query.format === 'text' || (query.format === undefined && ctx.accepts('application/json', 'text/plain') === 'text/plain');
      if (!asText) return toSiteListFileContentView(file);
      ctx.type = 'text/plain; charset=utf-8';
      // A download, never a page: the text is whatever an admin uploaded.
      ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
      return file.content;
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/files/websites/:name',
    access: 'admin',
    tag: TAG,
    summary: 'Delete a list file; its domains are no longer listed (existing sources stay)',
    params: siteListNameParam,
    errors: { 404: 'site_list.not_found' },
    handler: async ({ params }) => {
      await deps.deleteSiteListFile.execute(params.name);
      return undefined;
    },
  }),
];
