import type pg from 'pg';
import type { DocumentLanguage, NewsDocument } from '@newsdesk/core/documents/document.types';

interface UnpercolatedRow {
  id: string;
  story_id: string;
  is_original: boolean;
  url: string;
  domain: string;
  title: string;
  body: string;
  associated_text: string[];
  publication_date: Date | null;
  first_acquisition_date: Date;
  language: string;
  categories: string[];
  concepts: Partial<Record<'organizations' | 'persons' | 'locations', { name: string }[]>>;
}

const toNewsDocument = (row: UnpercolatedRow): NewsDocument => ({
  id: row.id,
  document: {
    publicationDate: row.publication_date ? row.publication_date.toISOString() : null,
    firstAcquisitionDate: row.first_acquisition_date.toISOString(),
    domain: row.domain,
    documentTitle: row.title,
    documentBody: row.body,
    url: row.url,
    associatedText: row.associated_text,
  },
  metadata: {
    concepts: {
      organizations: row.concepts.organizations ?? [],
      persons: row.concepts.persons ?? [],
      locations: row.concepts.locations ?? [],
      categories: row.categories.map((name) => ({ name })),
    },
  },
  language: row.language as DocumentLanguage,
  storyId: row.story_id,
  isOriginal: row.is_original,
});

/**
 * Claims up to `limit` documents of the percolation queue, oldest first, for the transaction the
 * client is in: the queue rows `for update skip locked`, so workers in other processes take other
 * documents and a worker that dies releases its claim with its connection. The documents are read
 * in the same statement; news_document itself is never locked or updated.
 */
export const claimUnpercolatedDocuments = async (client: pg.ClientBase, limit: number): Promise<NewsDocument[]> => {
  const { rows } = await client.query<UnpercolatedRow>(
    `with claimed as (select document_id, indexed_at from percolation_queue order by indexed_at limit $1 for update skip locked)
     select d.id, d.story_id, d.is_original, d.url, d.domain, d.title, d.body, d.associated_text, d.publication_date, d.first_acquisition_date,
            d.language, d.categories, d.concepts
       from claimed join news_document d on d.id = claimed.document_id
      order by claimed.indexed_at`,
    [limit],
  );
  return rows.map(toNewsDocument);
};
