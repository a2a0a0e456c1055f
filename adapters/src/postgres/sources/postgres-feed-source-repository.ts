import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sourceUrlTaken } from '@newsdesk/core/sources/source.errors';
import type { CrawlFailure, CrawlSuccess, FeedSourceRepository, FeedSourceSettings } from '@newsdesk/core/sources/source.ports';
import { afterFailure, afterSuccess, resumed, type FeedSource, type SourceHealth } from '@newsdesk/core/sources/source.types';
import { PostgresSourceLookups } from './source-lookups';
import { isUniqueViolation } from './unique-violation';

interface FeedSourceRowData {
  id: string;
  name: string;
  url: string;
  domain: string;
  interval_minutes: number;
  enabled: boolean;
  concurrency: number;
  etag: string | null;
  last_modified: string | null;
  last_fetch_at: Date | null;
  last_success_at: Date | null;
  last_item_count: number;
  last_new_count: number;
  last_error: string | null;
  consecutive_failures: number;
  paused: boolean;
  paused_reason: string | null;
}

const COLUMNS = `id, name, url, domain, interval_minutes, enabled, concurrency, etag, last_modified, last_fetch_at, last_success_at,
  last_item_count, last_new_count, last_error, consecutive_failures, paused, paused_reason`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const toFeedSource = (row: FeedSourceRowData): FeedSource => ({
  id: row.id,
  name: row.name,
  url: row.url,
  domain: row.domain,
  intervalMinutes: row.interval_minutes,
  enabled: row.enabled,
  concurrency: row.concurrency,
  health: {
    lastFetchAt: iso(row.last_fetch_at),
    lastSuccessAt: iso(row.last_success_at),
    lastItemCount: row.last_item_count,
    lastNewCount: row.last_new_count,
    lastError: row.last_error,
    consecutiveFailures: row.consecutive_failures,
    paused: row.paused,
    pausedReason: row.paused_reason,
  },
  etag: row.etag,
  lastModified: row.last_modified,
});

// In the column order of COLUMNS after last_modified.
const HEALTH_ASSIGNMENTS = `last_fetch_at = ?, last_success_at = ?, last_item_count = ?, last_new_count = ?, last_error = ?,
  consecutive_failures = ?, paused = ?, paused_reason = ?`;
const healthParams = (h: SourceHealth) => [
  h.lastFetchAt ? new Date(h.lastFetchAt) : null,
  h.lastSuccessAt ? new Date(h.lastSuccessAt) : null,
  h.lastItemCount,
  h.lastNewCount,
  h.lastError,
  h.consecutiveFailures,
  h.paused,
  h.pausedReason,
];

/**
 * RSS-enabled sources in `feed_source`. Crawl outcomes are read-modify-write under a row lock,
 * so the health rules of core (afterSuccess / afterFailure) stay the one place that decides
 * when a source pauses, even with several workers.
 */
export class PostgresFeedSourceRepository extends PostgresSourceLookups<FeedSource> implements FeedSourceRepository {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  async add(source: FeedSource, createdAt: Date) {
    await this.writing(() =>
      this.orm.em
        .fork()
        .execute(`insert into feed_source (${COLUMNS}, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
          source.id,
          source.name,
          source.url,
          source.domain,
          source.intervalMinutes,
          source.enabled,
          source.concurrency,
          source.etag,
          source.lastModified,
          ...healthParams(source.health),
          createdAt,
        ]),
    );
  }

  async updateSettings(id: string, s: FeedSourceSettings) {
    // SET expressions see the old row, so `url = ?` compares with the address before the change.
    await this.writing(() =>
      this.orm.em.fork().execute(
        `update feed_source set name = ?, domain = ?, interval_minutes = ?, enabled = ?, concurrency = ?,
           etag = case when url = ? then etag end, last_modified = case when url = ? then last_modified end, url = ?
         where id = ?`,
        [s.name, s.domain, s.intervalMinutes, s.enabled, s.concurrency, s.url, s.url, s.url, id],
      ),
    );
  }

  async resume(id: string) {
    await this.changeHealth(id, (source) => ({ health: resumed(source.health) }));
  }

  async remove(id: string) {
    const rows = await this.orm.em.fork().execute<{ id: string }[]>('delete from feed_source where id = ? returning id', [id]);
    return rows.length > 0;
  }

  async listDue(now: Date, limit = 100) {
    return this.select(
      `enabled and not paused and (last_fetch_at is null or last_fetch_at + make_interval(mins => interval_minutes) <= ?)
       order by last_fetch_at nulls first, id limit ?`,
      [now, limit],
    );
  }

  async recordSuccess(sourceId: string, result: CrawlSuccess) {
    await this.changeHealth(sourceId, (source) => ({
      health: afterSuccess(source.health, result.at, result.items, result.fresh),
      etag: result.etag,
      lastModified: result.lastModified,
    }));
  }

  async recordFailure(sourceId: string, result: CrawlFailure) {
    await this.changeHealth(sourceId, (source) => ({ health: afterFailure(source.health, result.at, result.error) }));
  }

  private async changeHealth(
    id: string,
    change: (source: FeedSource) => Pick<FeedSource, 'health'> & Partial<Pick<FeedSource, 'etag' | 'lastModified'>>,
  ) {
    await this.orm.em.fork().transactional(async (em) => {
      const [row] = await em.execute<FeedSourceRowData[]>(`select ${COLUMNS} from feed_source where id = ? for update`, [id]);
      if (!row) return;
      const source = toFeedSource(row);
      const next = change(source);
      await em.execute(`update feed_source set ${HEALTH_ASSIGNMENTS}, etag = ?, last_modified = ? where id = ?`, [
        ...healthParams(next.health),
        next.etag === undefined ? source.etag : next.etag,
        next.lastModified === undefined ? source.lastModified : next.lastModified,
        id,
      ]);
    });
  }

  protected async select(where: string, params: unknown[], em: EntityManager = this.orm.em.fork()) {
    const rows = await em.execute<FeedSourceRowData[]>(`select ${COLUMNS} from feed_source where ${where}`, params);
    return rows.map(toFeedSource);
  }

  private async writing(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw sourceUrlTaken();
      throw error;
    }
  }
}
