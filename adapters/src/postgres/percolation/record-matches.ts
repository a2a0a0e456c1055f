import type pg from 'pg';
import type { CollectionMatchesAnnounced } from '@newsdesk/core/percolation/collection-match';

/** Channel of new collection matches (payload: CollectionMatchesAnnounced as JSON). */
export const COLLECTION_MATCHED_CHANNEL = 'newsdesk_collection_matched';

/** NOTIFY payloads must stay under 8,000 bytes: 100 ids are about 4,000. */
const IDS_PER_ANNOUNCEMENT = 100;

export interface NewMatch {
  collectionId: string;
  documentId: string;
  storyId: string;
  isOriginal: boolean;
}

const uuids = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * In the claiming transaction: writes the matches (a pair already written stays as it is), takes
 * the documents off the percolation queue and announces the new matches per collection. pg_notify inside the
 * transaction is delivered at commit, so listeners never hear of a match that was rolled back.
 * Returns the announcements made.
 */
export const recordPercolation = async (
  client: pg.ClientBase,
  documentIds: readonly string[],
  matches: readonly NewMatch[],
): Promise<CollectionMatchesAnnounced[]> => {
  const written = matches.length
    ? (
        await client.query<{ collection_id: string; document_id: string }>(
          `insert into collection_match (collection_id, document_id, story_id, is_original, matched_at)
           select m.collection_id, m.document_id, m.story_id, m.is_original, now()
             from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::boolean[]) as m(collection_id, document_id, story_id, is_original)
           on conflict do nothing returning collection_id, document_id`,
          [
            uuids(matches.map((m) => m.collectionId)),
            uuids(matches.map((m) => m.documentId)),
            uuids(matches.map((m) => m.storyId)),
            matches.map((m) => m.isOriginal),
          ],
        )
      ).rows
    : [];
  await client.query(`delete from percolation_queue where document_id = any($1::uuid[])`, [uuids(documentIds)]);
  const byCollection = new Map<string, string[]>();
  for (const row of written) byCollection.set(row.collection_id, [...(byCollection.get(row.collection_id) ?? []), row.document_id]);
  const announcements: CollectionMatchesAnnounced[] = [];
  for (const [collectionId, ids] of byCollection) {
    for (let i = 0; i < ids.length; i += IDS_PER_ANNOUNCEMENT)
      announcements.push({ collectionId, documentIds: ids.slice(i, i + IDS_PER_ANNOUNCEMENT) });
  }
  if (announcements.length) {
    await client.query(`select pg_notify($1, payload) from unnest($2::text[]) as payload`, [
      COLLECTION_MATCHED_CHANNEL,
      announcements.map((a) => JSON.stringify(a)),
    ]);
  }
  return announcements;
};
