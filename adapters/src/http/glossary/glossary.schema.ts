import { z } from 'zod';
import { DESCRIPTION_FORMATS, GLOSSARY_SORTS, MAX_PAGE_SIZE } from '@newsdesk/core/glossary/glossary.types';
import type {
  GlossaryCommentRequest,
  GlossaryItemRequest,
  GlossaryItemView,
  GlossaryLetterRequest,
  GlossaryListQuery,
  GlossaryListView,
} from '@newsdesk/core/glossary/glossary.wire';

/**
 * Lengths here only stop abuse; the real rules (title and description required, title ≤ 200,
 * description ≤ 10,000, comment ≤ 2,000) are core's, with their own codes and messages. Every
 * schema `satisfies` core's wire type (glossary.wire.ts, ADR 0031).
 */
const sort = z.enum(GLOSSARY_SORTS).default('title');
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20);
const search = z.string().max(200).optional();

export const glossaryListQuery = z.object({
  search,
  letter: z.string().max(8).optional(),
  sort,
  page,
  pageSize,
}) satisfies z.ZodType<GlossaryListQuery>;

export const glossaryLetterBody = z.object({
  letter: z.string().max(8),
  search,
  sort,
  page,
  pageSize,
}) satisfies z.ZodType<GlossaryLetterRequest>;

export const glossaryItemBody = z.object({
  /** Given: edit that item (author or admin). Absent: create one. */
  id: z.string().uuid('not a glossary item id').optional(),
  title: z.string().max(2_000),
  description: z.string().max(100_000),
  descriptionFormat: z.enum(DESCRIPTION_FORMATS).default('plain'),
}) satisfies z.ZodType<GlossaryItemRequest>;

export const glossaryIdParam = z.object({ id: z.string().uuid('not a glossary item id') });

export const glossaryCommentParams = z.object({
  id: z.string().uuid('not a glossary item id'),
  commentId: z.string().uuid('not a comment id'),
});

export const glossaryCommentBody = z.object({ text: z.string().max(20_000) }) satisfies z.ZodType<GlossaryCommentRequest>;

const person = z.object({ id: z.string(), name: z.string() });

export const glossaryItemViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionFormat: z.enum(DESCRIPTION_FORMATS),
  letter: z.string(),
  createdBy: person,
  createdAt: z.string(),
  updatedAt: z.string(),
  likes: z.number().int(),
  likedByMe: z.boolean(),
  comments: z.array(z.object({ id: z.string(), text: z.string(), createdBy: person, createdAt: z.string(), canDelete: z.boolean() })),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
}) satisfies z.ZodType<GlossaryItemView>;

export const glossaryListSchema = z.object({
  items: z.array(glossaryItemViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  letters: z.array(z.string()),
}) satisfies z.ZodType<GlossaryListView>;
