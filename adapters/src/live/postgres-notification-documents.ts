import type { MikroORM } from '@mikro-orm/postgresql';
import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import type { NotificationDocuments } from '@newsdesk/core/notifications/notification.ports';
import type { NotificationDocument } from '@newsdesk/core/notifications/notification.types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  id: string;
  story_id: string;
  language: string;
  title: string;
  domain: string;
  url: string;
  publication_date: Date | null;
  first_acquisition_date: Date;
}

/** One batch query for the few columns a notification shows (bodies can be long and are not sent). */
export class PostgresNotificationDocuments implements NotificationDocuments {
  constructor(private readonly orm: MikroORM) {}

  /** The documents that exist among these ids, in the order asked. */
  async findByIds(ids: readonly string[]): Promise<NotificationDocument[]> {
    const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
    if (wanted.length === 0) return [];
    const rows = await this.orm.em.fork().execute<Row[]>(
      `select id, story_id, language, title, domain, url, publication_date, first_acquisition_date
         from news_document where id = any(?::uuid[])`,
      [`{${wanted.join(',')}}`],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toNotificationDocument(row)] : [];
    });
  }
}

const toNotificationDocument = (row: Row): NotificationDocument => ({
  id: row.id,
  storyId: row.story_id,
  language: row.language as DocumentLanguage,
  document: {
    documentTitle: row.title,
    domain: row.domain,
    url: row.url,
    publicationDate: row.publication_date ? new Date(row.publication_date).toISOString() : null,
    firstAcquisitionDate: new Date(row.first_acquisition_date).toISOString(),
  },
});
