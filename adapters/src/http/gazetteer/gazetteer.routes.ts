import { z } from 'zod';
import type { AddGazetteerEntry } from '@newsdesk/core/gazetteer/add-gazetteer-entry';
import { GAZETTEER_KINDS, GAZETTEER_LANGUAGES } from '@newsdesk/core/gazetteer/gazetteer.types';
import {
  type GazetteerEntryList,
  type GazetteerEntryRequest,
  type GazetteerEntryView,
  toGazetteerEntryView,
} from '@newsdesk/core/gazetteer/gazetteer.wire';
import type { ListGazetteerEntries } from '@newsdesk/core/gazetteer/list-gazetteer-entries';
import type { RemoveGazetteerEntry } from '@newsdesk/core/gazetteer/remove-gazetteer-entry';
import { defineRoute, type RouteDefinition } from '../route-definition';

const language = z.enum(GAZETTEER_LANGUAGES);
const kind = z.enum(GAZETTEER_KINDS);

// Every schema `satisfies` core's wire type (gazetteer.wire.ts, ADR 0031).
export const gazetteerEntryView = z.object({
  id: z.string(),
  language,
  kind,
  name: z.string(),
  aliases: z.array(z.string()),
  createdAt: z.string(),
}) satisfies z.ZodType<GazetteerEntryView>;
export const gazetteerResponse = z.object({ entries: z.array(gazetteerEntryView) }) satisfies z.ZodType<GazetteerEntryList>;
export const addGazetteerEntryBody = z.object({
  language,
  kind,
  // Lengths are checked by the use case (gazetteer.invalid_name / invalid_aliases); these only bound the request.
  name: z.string().max(1000),
  aliases: z.array(z.string().max(1000)).max(100).optional(),
}) satisfies z.ZodType<GazetteerEntryRequest>;
export const gazetteerEntryIdParam = z.object({ id: z.string().uuid('not a gazetteer entry id') });

export interface GazetteerRouteDeps {
  listGazetteerEntries: ListGazetteerEntries;
  addGazetteerEntry: AddGazetteerEntry;
  removeGazetteerEntry: RemoveGazetteerEntry;
  /** Told after every change, so that ingestion picks it up (ReloadingEntityExtractor.notifyChanged). */
  onChanged: () => void;
}

export const gazetteerRoutes = (deps: GazetteerRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/gazetteer',
    access: 'admin',
    tag: 'Entities',
    summary: 'The names admins added to the entity gazetteers',
    response: gazetteerResponse,
    handler: async () => ({ entries: (await deps.listGazetteerEntries.execute()).map(toGazetteerEntryView) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/gazetteer',
    access: 'admin',
    tag: 'Entities',
    summary: 'Add an organization, person or location (with aliases) that entity extraction will recognise',
    body: addGazetteerEntryBody,
    response: gazetteerEntryView,
    errors: { 400: 'gazetteer.invalid_name, gazetteer.invalid_aliases', 409: 'gazetteer.entry_exists' },
    handler: async ({ body }) => {
      const entry = await deps.addGazetteerEntry.execute(body);
      deps.onChanged();
      return toGazetteerEntryView(entry);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/gazetteer/:id',
    access: 'admin',
    tag: 'Entities',
    summary: 'Remove an entry; documents already ingested keep their entities',
    params: gazetteerEntryIdParam,
    errors: { 404: 'gazetteer.entry_not_found' },
    handler: async ({ params }) => {
      await deps.removeGazetteerEntry.execute(params.id);
      deps.onChanged();
      return undefined;
    },
  }),
];
