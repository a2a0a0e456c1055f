import { limitReached } from '@newsdesk/core/collections/collection.errors';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { CollectionChange, CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import { collectionNameKey, collectionSearchKey } from '@newsdesk/core/collections/collection-validation';
import { asDomainError, COLLECTION_COLUMNS, toCollection, uuidArray, type CollectionRowData } from './collection-rows';

/** Channel of "a collection was saved or deleted" (payload: a CollectionChange as JSON). */
export const COLLECTION_CHANGED_CHANNEL = 'newsdesk_collection_changed';

/**
 * Collections in PostgreSQL. Every write announces itself with pg_notify in its own
 * transaction, so listeners hear of a change exactly when it is committed and never of one
 * that was rolled back.
 */
export class PostgresCollectionRepository implements CollectionRepository {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: string): Promise<Collection | null> {
    const rows = await this.orm.em
      .fork()
      .execute<CollectionRowData[]>(`select ${COLLECTION_COLUMNS} from collection c where c.id = ?`, [id]);
    return rows[0] ? toCollection(rows[0]) : null;
  }

  async listForUser(userId: string): Promise<Collection[]> {
    const rows = await this.orm.em.fork().execute<CollectionRowData[]>(
      `select ${COLLECTION_COLUMNS} from collection c join collection_member me on me.collection_id = c.id and me.user_id = ?
        order by me.position nulls last, c.created_at, c.id`,
      [userId],
    );
    return rows.map(toCollection);
  }

  async listAll(): Promise<Collection[]> {
    const rows = await this.orm.em
      .fork()
      .execute<CollectionRowData[]>(`select ${COLLECTION_COLUMNS} from collection c order by c.created_at, c.id`);
    return rows.map(toCollection);
  }

  async versions(): Promise<Map<string, string>> {
    const rows = await this.orm.em.fork().execute<{ id: string; updated_at: Date | string }[]>(`select id, updated_at from collection`);
    return new Map(rows.map((r) => [r.id, new Date(r.updated_at).toISOString()]));
  }

  async countOwnedBy(userId: string): Promise<number> {
    const rows = await this.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from collection where owner_id = ?`, [userId]);
    return Number(rows[0]?.n ?? 0);
  }

  async insert(collection: Collection, options: { maxOwned?: number } = {}): Promise<void> {
    await this.write(async (em) => {
      if (options.maxOwned !== undefined) {
        // one save per owner at a time, so the count cannot change between reading and inserting
        await em.execute(`select pg_advisory_xact_lock(hashtext('newsdesk-collection-owner'), hashtext(?))`, [collection.ownerId]);
        const rows = await em.execute<{ n: string }[]>(`select count(*) as n from collection where owner_id = ?`, [collection.ownerId]);
        if (Number(rows[0]?.n ?? 0) >= options.maxOwned) throw limitReached(options.maxOwned);
      }
      await em.execute(
        `insert into collection (id, owner_id, name, name_key, search, search_key, alert, created_at, updated_at)
         values (?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?, ?)`,
        [collection.id, collection.ownerId, ...this.columns(collection), collection.createdAt, collection.updatedAt],
      );
      await em.execute(`insert into collection_member (collection_id, user_id) select ?, unnest(?::uuid[]) on conflict do nothing`, [
        collection.id,
        uuidArray([collection.ownerId, ...collection.subscriberIds]),
      ]);
      return { collectionId: collection.id, kind: 'saved' };
    });
  }

  async update(collection: Collection): Promise<void> {
    await this.write(async (em) => {
      const updated = await em.execute<{ owner_id: string }[]>(
        `update collection set name = ?, name_key = ?, search = ?::jsonb, search_key = ?, alert = ?::jsonb, updated_at = ? where id = ? returning owner_id`,
        [...this.columns(collection), collection.updatedAt, collection.id],
      );
      const ownerId = updated[0]?.owner_id;
      if (!ownerId) return null;
      const members = uuidArray([ownerId, ...collection.subscriberIds]);
      // subscribers who stay keep their position
      await em.execute(`delete from collection_member where collection_id = ? and not (user_id = any(?::uuid[]))`, [
        collection.id,
        members,
      ]);
      await em.execute(`insert into collection_member (collection_id, user_id) select ?, unnest(?::uuid[]) on conflict do nothing`, [
        collection.id,
        members,
      ]);
      return { collectionId: collection.id, kind: 'saved' };
    });
  }

  async delete(id: string): Promise<void> {
    await this.write(async (em) => {
      await em.execute(`delete from collection_member where collection_id = ?`, [id]);
      const deleted = await em.execute<{ id: string }[]>(`delete from collection where id = ? returning id`, [id]);
      return deleted.length > 0 ? { collectionId: id, kind: 'deleted' } : null;
    });
  }

  async setOrder(userId: string, collectionIds: string[]): Promise<void> {
    // positions are 1-based; collections missing from the list lose their place (null)
    await this.orm.em
      .fork()
      .execute(`update collection_member set position = array_position(?::uuid[], collection_id) where user_id = ?`, [
        uuidArray(collectionIds),
        userId,
      ]);
  }

  async unsubscribe(userId: string, collectionIds: string[]): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const left = await em.execute<{ collection_id: string }[]>(
        `delete from collection_member m using collection c
          where m.collection_id = c.id and m.user_id = ? and c.owner_id <> m.user_id and m.collection_id = any(?::uuid[])
          returning m.collection_id`,
        [userId, uuidArray(collectionIds)],
      );
      for (const { collection_id } of left) await this.notify(em, { collectionId: collection_id, kind: 'saved' });
    });
  }

  private columns(collection: Collection) {
    return [
      collection.name,
      collectionNameKey(collection.name),
      JSON.stringify(collection.search),
      collectionSearchKey(collection.search),
      collection.alert === null ? null : JSON.stringify(collection.alert),
    ];
  }

  /** One transaction: the change, then its announcement; unique violations become domain errors. */
  private async write(work: (em: EntityManager) => Promise<CollectionChange | null>): Promise<void> {
    try {
      await this.orm.em.fork().transactional(async (em) => {
        const change = await work(em);
        if (change) await this.notify(em, change);
      });
    } catch (error) {
      throw asDomainError(error);
    }
  }

  private async notify(em: EntityManager, change: CollectionChange) {
    await em.execute('select pg_notify(?, ?)', [COLLECTION_CHANGED_CHANNEL, JSON.stringify(change)]);
  }
}
