import type { AlertSettings, Collection, CollectionSearch } from '@newsdesk/core/collections/collection.types';
import { uniqueViolationAsDomainError } from '../unique-violations';

/** What the collection queries select (snake case, straight from pg). */
export interface CollectionRowData {
  id: string;
  owner_id: string;
  name: string;
  search: CollectionSearch | string;
  alert: AlertSettings | string | null;
  subscriber_ids: string[] | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The select list of CollectionRowData for `collection c`. */
export const COLLECTION_COLUMNS = `c.id, c.owner_id, c.name, c.search, c.alert, c.created_at, c.updated_at,
  array(select m.user_id from collection_member m where m.collection_id = c.id and m.user_id <> c.owner_id order by m.user_id) as subscriber_ids`;

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export const toCollection = (row: CollectionRowData): Collection => ({
  id: row.id,
  name: row.name,
  ownerId: row.owner_id,
  search: json(row.search),
  alert: row.alert === null ? null : json(row.alert),
  subscriberIds: row.subscriber_ids ?? [],
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** A PostgreSQL array literal of uuids (bound as one text parameter, cast to uuid[]). */
export const uuidArray = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** The database's unique constraints as the use case's domain errors (a race both requests won). */
export const asDomainError = (error: unknown): unknown => uniqueViolationAsDomainError(error) ?? error;
