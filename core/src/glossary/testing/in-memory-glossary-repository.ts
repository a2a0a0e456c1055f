import { foldText, letterOf, searchWords, titleKey } from '../glossary-letters';
import type { GlossaryRepository, RichTextSanitizer } from '../glossary.ports';
import { searchTextOf } from '../glossary-text';
import { GLOSSARY_LETTERS, type GlossaryComment, type GlossaryEntry, type GlossaryItem, type GlossaryQuery } from '../glossary.types';

/** Code-unit order, like PostgreSQL's `collate "C"`, so both adapters sort alike. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Glossary items in memory, with the same filing, sorting and search rules as the database. */
export class InMemoryGlossaryRepository implements GlossaryRepository {
  private readonly items = new Map<string, GlossaryItem>();
  /** itemId → userIds */
  private readonly likes = new Map<string, Set<string>>();
  private readonly comments = new Map<string, GlossaryComment>();

  async findById(id: string) {
    const item = this.items.get(id);
    return item ? { ...item } : null;
  }

  async entry(id: string, viewerId: string) {
    const item = this.items.get(id);
    return item ? this.toEntry(item, viewerId) : null;
  }

  async search(query: GlossaryQuery, viewerId: string) {
    const words = searchWords(query.text);
    const matching = [...this.items.values()]
      .filter((item) => query.letter === undefined || letterOf(item.title) === query.letter)
      .filter((item) => words.every((word) => foldText(searchTextOf(item)).includes(word)))
      .map((item) => this.toEntry(item, viewerId));
    const byTitle = (a: GlossaryEntry, b: GlossaryEntry) => byCodeUnits(titleKey(a.title), titleKey(b.title)) || byCodeUnits(a.id, b.id);
    const order =
      query.sort === 'newest'
        ? (a: GlossaryEntry, b: GlossaryEntry) => byCodeUnits(b.createdAt, a.createdAt) || byCodeUnits(a.id, b.id)
        : query.sort === 'most-liked'
          ? (a: GlossaryEntry, b: GlossaryEntry) => b.likes - a.likes || byTitle(a, b)
          : byTitle;
    const sorted = matching.sort(order);
    const start = (query.page - 1) * query.pageSize;
    return { entries: sorted.slice(start, start + query.pageSize), total: sorted.length };
  }

  async lettersInUse() {
    const used = new Set([...this.items.values()].map((item) => letterOf(item.title)));
    return GLOSSARY_LETTERS.filter((letter) => used.has(letter));
  }

  async insert(item: GlossaryItem) {
    this.items.set(item.id, { ...item });
  }

  async update(item: GlossaryItem) {
    const previous = this.items.get(item.id);
    if (previous) this.items.set(item.id, { ...item, authorId: previous.authorId, createdAt: previous.createdAt });
  }

  async delete(id: string) {
    this.items.delete(id);
    this.likes.delete(id);
    for (const comment of [...this.comments.values()]) if (comment.itemId === id) this.comments.delete(comment.id);
  }

  async hasLiked(itemId: string, userId: string) {
    return this.likes.get(itemId)?.has(userId) ?? false;
  }

  async setLiked(itemId: string, userId: string, liked: boolean, _at: string) {
    if (!this.items.has(itemId)) return;
    const users = this.likes.get(itemId) ?? new Set<string>();
    if (liked) users.add(userId);
    else users.delete(userId);
    this.likes.set(itemId, users);
  }

  async findComment(id: string) {
    const comment = this.comments.get(id);
    return comment ? { ...comment } : null;
  }

  async addComment(comment: GlossaryComment) {
    if (this.items.has(comment.itemId)) this.comments.set(comment.id, { ...comment });
  }

  async deleteComment(id: string) {
    this.comments.delete(id);
  }

  private toEntry(item: GlossaryItem, viewerId: string): GlossaryEntry {
    const likes = this.likes.get(item.id) ?? new Set<string>();
    const comments = [...this.comments.values()]
      .filter((c) => c.itemId === item.id)
      .sort((a, b) => byCodeUnits(a.createdAt, b.createdAt) || byCodeUnits(a.id, b.id))
      .map((c) => ({ ...c }));
    return { ...item, likes: likes.size, likedByViewer: likes.has(viewerId), comments };
  }
}

/**
 * For core's tests only: keeps a small set of tags and drops everything else, including the
 * content of script and style. The real sanitiser (DOMPurify) is the adapter's and has its own test.
 */
export class TagStrippingSanitizer implements RichTextSanitizer {
  sanitize(html: string): string {
    return html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<(\/?)(p|strong|em|ul|ol|li|br)\b[^>]*>/gi, '\u0000$1$2\u0001')
      .replace(/<[^>]*>/g, '')
      .replace(/\u0000/g, '<')
      .replace(/\u0001/g, '>');
  }
}
