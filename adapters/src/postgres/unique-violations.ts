import { duplicateSearch, nameTaken } from '@newsdesk/core/collections/collection.errors';
import { gazetteerEntryExists } from '@newsdesk/core/gazetteer/gazetteer.errors';
import { emailTaken } from '@newsdesk/core/identity/identity.errors';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import { siteExists } from '@newsdesk/core/site-monitor/site-monitor.errors';
import { officialSourceUrlTaken, sourceUrlTaken } from '@newsdesk/core/sources/source.errors';
import { isUniqueViolation } from './sources/unique-violation';

/**
 * Every unique key of the schema that a request can run into, as the domain error its use case
 * gives when it sees the duplicate first. Use cases check before writing; two requests at the
 * same moment both pass that check and the database refuses the second (PostgreSQL 23505). The
 * HTTP error mapper turns any such refusal into these errors (409), so a race answers like the
 * ordinary case. A new unique key belongs here (the fuzz and race tests in app-shell/server
 * name the ones a request can reach).
 */
const ERROR_BY_CONSTRAINT: ReadonlyMap<string, () => DomainError> = new Map([
  ['app_user_email_unique', emailTaken],
  ['collection_owner_id_name_key_unique', nameTaken],
  ['collection_owner_id_search_key_unique', duplicateSearch],
  ['feed_source_url_unique', sourceUrlTaken],
  ['official_source_url_unique', officialSourceUrlTaken],
  ['gazetteer_entry_language_kind_name_unique', gazetteerEntryExists],
  ['monitored_site_owner_id_site_key_unique', siteExists],
]);

/** A unique key nobody mapped yet: still a conflict, never a 500. */
export const concurrentConflict = () =>
  new DomainError('conflict', 'request.conflict', 'Someone saved the same thing at the same moment. Reload and try again.');

/** The name of the constraint that refused the write (pg's field, or MikroORM's message). */
export const constraintOf = (error: unknown): string => {
  const e = error as { constraint?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return '';
  if (typeof e.constraint === 'string' && e.constraint) return e.constraint;
  const named = typeof e.message === 'string' ? /unique constraint "([^"]+)"/.exec(e.message)?.[1] : undefined;
  if (named) return named;
  return e.cause !== undefined && e.cause !== e ? constraintOf(e.cause) : '';
};

/** The domain error for a unique violation, or null when `error` is something else. */
export const uniqueViolationAsDomainError = (error: unknown): DomainError | null => {
  if (!isUniqueViolation(error)) return null;
  return (ERROR_BY_CONSTRAINT.get(constraintOf(error)) ?? concurrentConflict)();
};
