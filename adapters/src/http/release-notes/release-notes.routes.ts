import type { CreateReleaseNote } from '@newsdesk/core/release-notes/create-release-note';
import type { DeleteReleaseNote } from '@newsdesk/core/release-notes/delete-release-note';
import type { ListReleaseNotes } from '@newsdesk/core/release-notes/list-release-notes';
import type { MarkReleaseNotesSeen } from '@newsdesk/core/release-notes/mark-release-notes-seen';
import type { UpdateReleaseNoteContent } from '@newsdesk/core/release-notes/update-release-note-content';
import { defineRoute, type RouteDefinition } from '../route-definition';
import {
  contentBody,
  contentParams,
  createBody,
  idParam,
  listBody,
  releaseNotePageSchema,
  releaseNoteViewSchema,
} from './release-notes.schema';

export interface ReleaseNoteRouteDeps {
  list: ListReleaseNotes;
  create: CreateReleaseNote;
  updateContent: UpdateReleaseNoteContent;
  remove: DeleteReleaseNote;
  markSeen: MarkReleaseNotesSeen;
}

const tag = 'Release notes';

/** Spec §7 release-note calls: everyone reads and marks seen; admins write. */
export const releaseNoteRoutes = (deps: ReleaseNoteRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/client/release-notes',
    access: 'user',
    tag,
    summary: 'A page of release notes, newest first; `cursor` is the last note the client has',
    body: listBody,
    response: releaseNotePageSchema,
    errors: { 400: 'release_note.invalid_cursor' },
    handler: async ({ body }) => deps.list.execute(body.cursor),
  }),
  defineRoute({
    method: 'post',
    path: '/api/client/release-notes/create',
    access: 'admin',
    tag,
    summary: 'Publish a release note: Markdown per language (sanitised HTML is made on save)',
    body: createBody,
    response: releaseNoteViewSchema,
    errors: { 400: 'release_note.body_required, release_note.too_long' },
    handler: async ({ auth, body }) => deps.create.execute(auth.user.id, body.body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/client/release-notes/seen',
    access: 'user',
    tag,
    summary: 'The user has seen every note published so far (clears hasNotSeenReleaseNotes)',
    handler: async ({ auth }) => {
      await deps.markSeen.execute(auth.user.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/client/release-notes/:id/content/:lang',
    access: 'admin',
    tag,
    summary: 'Set the Markdown of one language of a note; an empty content removes that language',
    params: contentParams,
    body: contentBody,
    response: releaseNoteViewSchema,
    errors: { 400: 'release_note.body_required (the last language), release_note.too_long', 404: 'release_note.not_found' },
    handler: async ({ params, body }) => deps.updateContent.execute(params.id, params.lang, body.content),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/client/release-notes/:id',
    access: 'admin',
    tag,
    summary: 'Delete a release note',
    params: idParam,
    errors: { 404: 'release_note.not_found' },
    handler: async ({ params }) => {
      await deps.remove.execute(params.id);
    },
  }),
];
