import type { ReleaseNote, ReleaseNoteCursor } from './release-note.types';

export const ReleaseNoteRepository = Symbol.for('ReleaseNoteRepository');
export interface ReleaseNoteRepository {
  findById(id: string): Promise<ReleaseNote | null>;
  /** Newest first (createdAt, then id, descending), strictly older than `after` when given. */
  listPage(limit: number, after: ReleaseNoteCursor | null): Promise<ReleaseNote[]>;
  insert(note: ReleaseNote): Promise<void>;
  update(note: ReleaseNote): Promise<void>;
  /** False when there was no such note. */
  delete(id: string): Promise<boolean>;
  /** The user has seen every note created up to `at`. */
  markSeen(userId: string, at: Date): Promise<void>;
  /** Any note created after the user last marked them seen (or any note at all, never seen). */
  hasUnseen(userId: string): Promise<boolean>;
}

/** Markdown → HTML with everything unsafe removed (scripts, handlers, javascript: links). */
export const MarkdownRenderer = Symbol.for('MarkdownRenderer');
export interface MarkdownRenderer {
  toSafeHtml(markdown: string): string;
}
