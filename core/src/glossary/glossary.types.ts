/**
 * The glossary (spec §2, §3): the newsroom's shared terms. An item has a title, a description,
 * its author and creation time; colleagues like it (once each) and comment on it.
 */

/** How a description is kept: typed text, or rich text that was sanitised on save. */
export const DESCRIPTION_FORMATS = ['plain', 'html'] as const;
export type DescriptionFormat = (typeof DESCRIPTION_FORMATS)[number];

export interface GlossaryItem {
  id: string;
  title: string;
  description: string;
  descriptionFormat: DescriptionFormat;
  authorId: string;
  createdAt: string;
  updatedAt: string;
}

export interface GlossaryComment {
  id: string;
  itemId: string;
  authorId: string;
  text: string;
  createdAt: string;
}

/** An item as stored plus what the list shows about it, for one viewer. */
export interface GlossaryEntry extends GlossaryItem {
  likes: number;
  likedByViewer: boolean;
  comments: GlossaryComment[];
}

export const GLOSSARY_SORTS = ['title', 'newest', 'most-liked'] as const;
export type GlossarySort = (typeof GLOSSARY_SORTS)[number];

/** The letter bar: A–Z, then `#` for titles starting with a digit or anything else. */
export type GlossaryLetter = string;
export const OTHER_LETTER = '#';
export const GLOSSARY_LETTERS: readonly GlossaryLetter[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', OTHER_LETTER];

export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 10_000;
export const MAX_COMMENT_LENGTH = 2_000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface GlossaryQuery {
  /** Words the title or description contains (case and accents ignored). */
  text?: string;
  letter?: GlossaryLetter;
  sort: GlossarySort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface GlossaryPage {
  entries: GlossaryEntry[];
  total: number;
}
