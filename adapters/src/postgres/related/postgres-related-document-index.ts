import type { MikroORM } from '@mikro-orm/postgresql';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { EntityOperator, RelatedDocumentIndex } from '@newsdesk/core/related/related-documents';
import { PostgresDocumentRepository } from '../documents/postgres-document-repository';

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** Related documents from the entity table: shared names counted per document. */
export class PostgresRelatedDocumentIndex implements RelatedDocumentIndex {
  private readonly documents: PostgresDocumentRepository;

  constructor(private readonly orm: MikroORM) {
    this.documents = new PostgresDocumentRepository(orm);
  }

  async sharingEntities(names: string[], operator: EntityOperator, excludeId: string | null, limit: number, offset = 0): Promise<NewsDocument[]> {
    const rows = await this.orm.em.fork().execute<{ id: string }[]>(
      `select d.id from document_entity e join news_document d on d.id = e.document_id
        where e.name = any(?::text[]) and (?::uuid is null or d.id <> ?::uuid)
        group by d.id, d.first_acquisition_date
        having count(distinct e.name) >= ?
        order by count(distinct e.name) desc, d.first_acquisition_date desc, d.id
        limit ? offset ?`,
      [textArray(names), excludeId, excludeId, operator === 'AND' ? names.length : 1, limit, offset],
    );
    return (await Promise.all(rows.map((r) => this.documents.findById(r.id)))).filter((d): d is NewsDocument => d !== null);
  }
}
