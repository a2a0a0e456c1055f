import type { MikroORM } from '@mikro-orm/postgresql';
import type { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { NOTIFICATION_LIMIT } from '@newsdesk/core/notifications/notification-list';
import type { MissedNotifications, NotificationDocuments, NotificationStateStore } from '@newsdesk/core/notifications/notification.ports';
import type { MissedNotification } from '@newsdesk/core/notifications/notification.types';
import { catchUpFrom, withReadMarks } from '@newsdesk/core/notifications/notification-state';

/** Without `since`, a reconnecting client gets matches of this last stretch only (keeps the query bounded). */
export const MISSED_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * What a browser missed while its socket was down: the newest matches of the collections the
 * user sees (owned or subscribed), at most 10 unique documents, newest first. Read from the
 * durable collection_match rows the percolation worker writes. Nothing at or before the user's
 * last "Clear all" comes back, whatever `since` the browser sends (core notification-state.ts).
 */
export class PostgresMissedNotifications implements MissedNotifications {
  constructor(
    private readonly orm: MikroORM,
    /** Resolved on use: the collections adapter is bound by its own module. */
    private readonly collections: () => Pick<CollectionRepository, 'listForUser'>,
    private readonly documents: NotificationDocuments,
    private readonly state: Pick<NotificationStateStore, 'clearedBefore' | 'readAmong'>,
  ) {}

  async forUser(userId: string, since: Date | null, now: Date): Promise<MissedNotification[]> {
    const visible = await this.collections().listForUser(userId);
    if (visible.length === 0) return [];
    const names = new Map(visible.map((c) => [c.id, c.name]));
    const from = catchUpFrom(since, await this.state.clearedBefore(userId), new Date(now.getTime() - MISSED_WINDOW_MS));
    // newest match per document first, then the newest documents
    const rows = await this.orm.em.fork().execute<{ document_id: string; collection_id: string; matched_at: Date }[]>(
      `select document_id, collection_id, matched_at from (
         select distinct on (document_id) document_id, collection_id, matched_at
           from collection_match
          where collection_id = any(?::uuid[]) and matched_at > ?
          order by document_id, matched_at desc
       ) latest
       order by matched_at desc, document_id
       limit ?`,
      [`{${[...names.keys()].join(',')}}`, from, NOTIFICATION_LIMIT],
    );
    const documents = new Map((await this.documents.findByIds(rows.map((r) => r.document_id))).map((d) => [d.id, d]));
    const listed = rows.flatMap((row) => {
      const document = documents.get(row.document_id);
      const collectionName = names.get(row.collection_id);
      return document && collectionName !== undefined
        ? [{ collectionId: row.collection_id, collectionName, matchedAt: new Date(row.matched_at).toISOString(), document }]
        : [];
    });
    return withReadMarks(
      listed,
      await this.state.readAmong(
        userId,
        listed.map((entry) => entry.document.id),
      ),
    );
  }
}
