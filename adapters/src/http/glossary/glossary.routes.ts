import { isAdmin } from '@newsdesk/core/identity/user-view';
import type { AuthenticatedSession } from '@newsdesk/core/identity/identity.types';
import type { AddGlossaryComment } from '@newsdesk/core/glossary/add-glossary-comment';
import type { DeleteGlossaryComment } from '@newsdesk/core/glossary/delete-glossary-comment';
import type { DeleteGlossaryItem } from '@newsdesk/core/glossary/delete-glossary-item';
import type { GlossaryViewer } from '@newsdesk/core/glossary/glossary-access';
import { toGlossaryListRequest } from '@newsdesk/core/glossary/glossary.wire';
import type { ListGlossaryItems } from '@newsdesk/core/glossary/list-glossary-items';
import type { SaveGlossaryItem } from '@newsdesk/core/glossary/save-glossary-item';
import type { ToggleGlossaryLike } from '@newsdesk/core/glossary/toggle-glossary-like';
import { defineRoute, type RouteDefinition } from '../route-definition';
import {
  glossaryCommentBody,
  glossaryCommentParams,
  glossaryIdParam,
  glossaryItemBody,
  glossaryItemViewSchema,
  glossaryLetterBody,
  glossaryListQuery,
  glossaryListSchema,
} from './glossary.schema';

export interface GlossaryRouteDeps {
  list: ListGlossaryItems;
  save: SaveGlossaryItem;
  remove: DeleteGlossaryItem;
  like: ToggleGlossaryLike;
  comment: AddGlossaryComment;
  uncomment: DeleteGlossaryComment;
}

const tag = 'Glossary';
const viewer = (auth: AuthenticatedSession): GlossaryViewer => ({ id: auth.user.id, isAdmin: isAdmin(auth.user) });
const NOT_FOUND = { 404: 'glossary.not_found' };

/** Spec §7 glossary calls plus likes and comments; every logged-in user reads, likes and comments. */
export const glossaryRoutes = (deps: GlossaryRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/glossaryItems',
    access: 'user',
    tag,
    summary: 'Glossary items: search (title and description, accents ignored), sort by title / newest / most liked, paging',
    query: glossaryListQuery,
    response: glossaryListSchema,
    errors: { 400: 'glossary.invalid_letter' },
    handler: async ({ auth, query }) => deps.list.execute(viewer(auth), toGlossaryListRequest(query)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/glossaryItems/letter',
    access: 'user',
    tag,
    summary: 'Glossary items filed under one letter (A–Z with umlauts and accents folded: Ä under A, É under E; # for the rest)',
    body: glossaryLetterBody,
    response: glossaryListSchema,
    errors: { 400: 'glossary.invalid_letter' },
    handler: async ({ auth, body }) => deps.list.execute(viewer(auth), toGlossaryListRequest(body)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/glossaryItems',
    access: 'user',
    tag,
    summary: 'Create a glossary item, or edit one when `id` is given (its author or an admin). Rich descriptions are sanitised.',
    body: glossaryItemBody,
    response: glossaryItemViewSchema,
    errors: {
      400: 'glossary.title_required, glossary.description_required, glossary.title_too_long, glossary.description_too_long',
      403: 'glossary.not_author',
      ...NOT_FOUND,
    },
    handler: async ({ auth, body }) => deps.save.execute(viewer(auth), body),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/glossaryItems/:id',
    access: 'user',
    tag,
    summary: 'Delete a glossary item with its likes and comments (its author or an admin)',
    params: glossaryIdParam,
    errors: { 403: 'glossary.not_author', ...NOT_FOUND },
    handler: async ({ auth, params }) => {
      await deps.remove.execute(viewer(auth), params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/glossaryItems/:id/like',
    access: 'user',
    tag,
    summary: "Like a glossary item, or take one's like back (one per user)",
    params: glossaryIdParam,
    response: glossaryItemViewSchema,
    errors: NOT_FOUND,
    handler: async ({ auth, params }) => deps.like.execute(viewer(auth), params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/glossaryItems/:id/comments',
    access: 'user',
    tag,
    summary: 'Comment on a glossary item (plain text); answers the item with its comments',
    params: glossaryIdParam,
    body: glossaryCommentBody,
    response: glossaryItemViewSchema,
    errors: { 400: 'glossary.comment_required, glossary.comment_too_long', ...NOT_FOUND },
    handler: async ({ auth, params, body }) => deps.comment.execute(viewer(auth), params.id, body.text),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/glossaryItems/:id/comments/:commentId',
    access: 'user',
    tag,
    summary: 'Delete a comment (its author, or an admin for any comment); answers the item with its comments',
    params: glossaryCommentParams,
    response: glossaryItemViewSchema,
    errors: { 403: 'glossary.not_comment_author', 404: 'glossary.not_found, glossary.comment_not_found' },
    handler: async ({ auth, params }) => deps.uncomment.execute(viewer(auth), params.id, params.commentId),
  }),
];
