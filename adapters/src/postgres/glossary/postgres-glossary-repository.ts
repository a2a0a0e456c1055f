import type { MikroORM } from '@mikro-orm/postgresql';
import { foldText, letterOf, searchWords, titleKey } from '@newsdesk/core/glossary/glossary-letters';
import type { GlossaryRepository } from '@newsdesk/core/glossary/glossary.ports';
import { searchTextOf } from '@newsdesk/core/glossary/glossary-text';
import {
  GLOSSARY_LETTERS,
  type GlossaryComment,
  type GlossaryItem,
  type GlossaryPage,
  type GlossaryQuery,
} from '@newsdesk/core/glossary/glossary.types';
import {
  arrayLiteral,
  containsPattern,
  ITEM_COLUMNS,
  LIKE_COLUMNS,
  toComment,
  toEntry,
  toItem,
  type GlossaryCommentRowData,
  type GlossaryItemRowData,
} from './glossary-rows';

// `collate "C"`: code-unit order of the folded keys, the same as core's in-memory adapter.
const ORDER = {
  title: 'i.title_key collate "C", i.id',
  newest: 'i.created_at desc, i.id',
  'most-liked': 'likes desc, i.title_key collate "C", i.id',
} as const;

/** Glossary items, likes and comments in PostgreSQL. */
export class PostgresGlossaryRepository implements GlossaryRepository {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: string): Promise<GlossaryItem | null> {
    const rows = await this.em().execute<GlossaryItemRowData[]>(`select ${ITEM_COLUMNS} from glossary_item i where i.id = ?`, [id]);
    return rows[0] ? toItem(rows[0]) : null;
  }

  async entry(id: string, viewerId: string) {
    const rows = await this.em().execute<GlossaryItemRowData[]>(
      `select ${ITEM_COLUMNS}, ${LIKE_COLUMNS} from glossary_item i where i.id = ?`,
      [viewerId, id],
    );
    if (!rows[0]) return null;
    return toEntry(rows[0], (await this.commentsOf([id])).get(id) ?? []);
  }

  async search(query: GlossaryQuery, viewerId: string): Promise<GlossaryPage> {
    const patterns = arrayLiteral(searchWords(query.text).map(containsPattern));
    const where = `(?::text is null or i.letter = ?) and i.search_text like all (?::text[])`;
    const filter = [query.letter ?? null, query.letter ?? null, patterns];
    const em = this.em();
    const [rows, counted] = await Promise.all([
      em.execute<GlossaryItemRowData[]>(
        `select ${ITEM_COLUMNS}, ${LIKE_COLUMNS} from glossary_item i where ${where} order by ${ORDER[query.sort]} limit ? offset ?`,
        [viewerId, ...filter, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      em.execute<{ n: string }[]>(`select count(*) as n from glossary_item i where ${where}`, filter),
    ]);
    const comments = await this.commentsOf(rows.map((r) => r.id));
    return { entries: rows.map((row) => toEntry(row, comments.get(row.id) ?? [])), total: Number(counted[0]?.n ?? 0) };
  }

  async lettersInUse() {
    const rows = await this.em().execute<{ letter: string }[]>(`select distinct letter from glossary_item`);
    const used = new Set(rows.map((r) => r.letter));
    return GLOSSARY_LETTERS.filter((letter) => used.has(letter));
  }

  async insert(item: GlossaryItem) {
    await this.em().execute(
      `insert into glossary_item (id, title, title_key, letter, description, description_format, search_text, author_id, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [item.id, ...this.texts(item), item.authorId, item.createdAt, item.updatedAt],
    );
  }

  async update(item: GlossaryItem) {
    await this.em().execute(
      `update glossary_item set title = ?, title_key = ?, letter = ?, description = ?, description_format = ?, search_text = ?, updated_at = ? where id = ?`,
      [...this.texts(item), item.updatedAt, item.id],
    );
  }

  async delete(id: string) {
    await this.orm.em.fork().transactional(async (em) => {
      await em.execute(`delete from glossary_like where item_id = ?`, [id]);
      await em.execute(`delete from glossary_comment where item_id = ?`, [id]);
      await em.execute(`delete from glossary_item where id = ?`, [id]);
    });
  }

  async hasLiked(itemId: string, userId: string) {
    const rows = await this.em().execute<{ liked: boolean }[]>(
      `select exists (select 1 from glossary_like where item_id = ? and user_id = ?) as liked`,
      [itemId, userId],
    );
    return Boolean(rows[0]?.liked);
  }

  async setLiked(itemId: string, userId: string, liked: boolean, at: string) {
    if (liked) {
      await this.em().execute(
        `insert into glossary_like (item_id, user_id, created_at) select ?, ?, ? where exists (select 1 from glossary_item where id = ?) on conflict do nothing`,
        [itemId, userId, at, itemId],
      );
    } else {
      await this.em().execute(`delete from glossary_like where item_id = ? and user_id = ?`, [itemId, userId]);
    }
  }

  async findComment(id: string) {
    const rows = await this.em().execute<GlossaryCommentRowData[]>(`select * from glossary_comment where id = ?`, [id]);
    return rows[0] ? toComment(rows[0]) : null;
  }

  async addComment(comment: GlossaryComment) {
    await this.em().execute(
      `insert into glossary_comment (id, item_id, author_id, text, created_at) select ?, ?, ?, ?, ? where exists (select 1 from glossary_item where id = ?)`,
      [comment.id, comment.itemId, comment.authorId, comment.text, comment.createdAt, comment.itemId],
    );
  }

  async deleteComment(id: string) {
    await this.em().execute(`delete from glossary_comment where id = ?`, [id]);
  }

  private em() {
    return this.orm.em.fork();
  }

  private texts(item: GlossaryItem) {
    return [item.title, titleKey(item.title), letterOf(item.title), item.description, item.descriptionFormat, foldText(searchTextOf(item))];
  }

  /** Comments of these items, oldest first, by item id. */
  private async commentsOf(itemIds: string[]): Promise<Map<string, GlossaryComment[]>> {
    const byItem = new Map<string, GlossaryComment[]>();
    if (itemIds.length === 0) return byItem;
    const rows = await this.em().execute<GlossaryCommentRowData[]>(
      `select * from glossary_comment where item_id = any (?::uuid[]) order by created_at, id`,
      [arrayLiteral(itemIds)],
    );
    for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), toComment(row)]);
    return byItem;
  }
}
