import type { GlossaryComment, GlossaryEntry, GlossaryItem, GlossaryLetter, GlossaryPage, GlossaryQuery } from './glossary.types';

/**
 * Glossary items with their likes and comments. Adapters file items under `letterOf(title)`
 * and sort titles by `titleKey(title)`, so the in-memory and PostgreSQL adapters agree.
 */
export const GlossaryRepository = Symbol.for('GlossaryRepository');
export interface GlossaryRepository {
  findById(id: string): Promise<GlossaryItem | null>;
  /** One item with its likes and comments (oldest comment first), as `viewerId` sees it. */
  entry(id: string, viewerId: string): Promise<GlossaryEntry | null>;
  search(query: GlossaryQuery, viewerId: string): Promise<GlossaryPage>;
  /** Letters of the bar that hold at least one item, in bar order. */
  lettersInUse(): Promise<GlossaryLetter[]>;
  insert(item: GlossaryItem): Promise<void>;
  update(item: GlossaryItem): Promise<void>;
  /** Removes the item with its likes and comments. */
  delete(id: string): Promise<void>;
  hasLiked(itemId: string, userId: string): Promise<boolean>;
  /** Idempotent: liking twice keeps one like (one per user). */
  setLiked(itemId: string, userId: string, liked: boolean, at: string): Promise<void>;
  findComment(id: string): Promise<GlossaryComment | null>;
  addComment(comment: GlossaryComment): Promise<void>;
  deleteComment(id: string): Promise<void>;
}

/**
 * Rich text as it may be stored and shown: only harmless markup survives (no scripts, no event
 * handlers, no javascript: links). The adapter uses DOMPurify.
 */
export const RichTextSanitizer = Symbol.for('RichTextSanitizer');
export interface RichTextSanitizer {
  sanitize(html: string): string;
}
