import { commentRequired, commentTooLong, descriptionRequired, descriptionTooLong, titleRequired, titleTooLong } from './glossary.errors';
import type { RichTextSanitizer } from './glossary.ports';
import { MAX_COMMENT_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, type DescriptionFormat } from './glossary.types';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The words of sanitised rich text, for search and for "is it empty?". Regexes suffice because
 * the input has been through the sanitiser, which emits well-formed markup.
 */
export const plainTextOf = (html: string): string =>
  html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (ENTITIES[name]) return ENTITIES[name];
      const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : Number.NaN;
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t]+/g, ' ')
    .trim();

export interface GlossaryDraft {
  title: string;
  description: string;
  descriptionFormat?: DescriptionFormat;
}

export interface CleanDraft {
  title: string;
  description: string;
  descriptionFormat: DescriptionFormat;
}

/**
 * Spec §5: a title and a description are required. Titles are plain text (shown as text, never
 * as markup); rich descriptions are sanitised before they are judged, so a description of only
 * a script is empty.
 */
export const cleanDraft = (draft: GlossaryDraft, sanitizer: RichTextSanitizer): CleanDraft => {
  const title = draft.title.replace(/\s+/g, ' ').trim();
  if (title === '') throw titleRequired();
  if (title.length > MAX_TITLE_LENGTH) throw titleTooLong(MAX_TITLE_LENGTH);
  const descriptionFormat = draft.descriptionFormat ?? 'plain';
  const description = descriptionFormat === 'html' ? sanitizer.sanitize(draft.description).trim() : draft.description.trim();
  const words = descriptionFormat === 'html' ? plainTextOf(description) : description;
  if (words === '') throw descriptionRequired();
  if (description.length > MAX_DESCRIPTION_LENGTH) throw descriptionTooLong(MAX_DESCRIPTION_LENGTH);
  return { title, description, descriptionFormat };
};

/** Comments are plain text: whatever is typed is shown as typed. */
export const cleanComment = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '') throw commentRequired();
  if (trimmed.length > MAX_COMMENT_LENGTH) throw commentTooLong(MAX_COMMENT_LENGTH);
  return trimmed;
};

/** What search looks in: the folded title and the description's words. */
export const searchTextOf = (item: { title: string; description: string; descriptionFormat: DescriptionFormat }): string =>
  `${item.title}\n${item.descriptionFormat === 'html' ? plainTextOf(item.description) : item.description}`;

/**
 * The markup a rich description may keep, on the server (save) and in the browser (render):
 * text formatting, lists, quotes and links; no images, forms, frames, styles or scripts.
 */
export const RICH_TEXT_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
];
export const RICH_TEXT_ATTRIBUTES: readonly string[] = ['href'];
