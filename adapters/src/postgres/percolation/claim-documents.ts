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
 * Claims up to `limit` documents nobody has percolated yet, oldest first, for the transaction
 * the client is in: `for update skip locked`, so workers in other processes take other documents
 * and a worker that dies releases its claim with its connection.
 */
export const claimUnpercolatedDocuments = async (client: pg.ClientBase, limit: number): Promise<NewsDocument[]> => {
  const { rows } = await client.query<UnpercolatedRow>(
    `select id, story_id, is_original, url, domain, title, body, associated_text, publication_date, first_acquisition_date, language, categories, concepts
       from news_document where percolated_at is null
      order by first_acquisition_date limit $1 for update skip locked`,
    [limit],
  );
  return rows.map(toNewsDocument);
};
