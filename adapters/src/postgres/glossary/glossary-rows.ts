import type { DescriptionFormat, GlossaryComment, GlossaryEntry, GlossaryItem } from '@newsdesk/core/glossary/glossary.types';

/** What the item queries select (snake case, straight from pg). */
export interface GlossaryItemRowData {
  id: string;
  title: string;
  description: string;
  description_format: string;
  author_id: string;
  created_at: Date | string;
  updated_at: Date | string;
  likes?: string | number;
  liked?: boolean;
}

export interface GlossaryCommentRowData {
  id: string;
  item_id: string;
  author_id: string;
  text: string;
  created_at: Date | string;
}

export const ITEM_COLUMNS = 'i.id, i.title, i.description, i.description_format, i.author_id, i.created_at, i.updated_at';

/** Likes of the item and whether the viewer (the first bound parameter) is among them. */
export const LIKE_COLUMNS = `(select count(*) from glossary_like l where l.item_id = i.id) as likes,
  exists (select 1 from glossary_like l where l.item_id = i.id and l.user_id = ?) as liked`;

const iso = (value: Date | string) => new Date(value).toISOString();

export const toItem = (row: GlossaryItemRowData): GlossaryItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  descriptionFormat: row.description_format as DescriptionFormat,
  authorId: row.author_id,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const toComment = (row: GlossaryCommentRowData): GlossaryComment => ({
  id: row.id,
  itemId: row.item_id,
  authorId: row.author_id,
  text: row.text,
  createdAt: iso(row.created_at),
});

export const toEntry = (row: GlossaryItemRowData, comments: GlossaryComment[]): GlossaryEntry => ({
  ...toItem(row),
  likes: Number(row.likes ?? 0),
  likedByViewer: Boolean(row.liked),
  comments,
});

/** A PostgreSQL array literal (bound as one text parameter, cast to text[] or uuid[]). */
export const arrayLiteral = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** A LIKE pattern that finds `word` anywhere: its own %, _ and \ match literally. */
export const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
