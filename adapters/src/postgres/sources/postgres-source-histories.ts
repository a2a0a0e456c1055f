import type { MikroORM } from '@mikro-orm/postgresql';
import type { SourceHistories, WatchedSource } from '@newsdesk/core/sources/source-health.ports';
import { SOURCE_HEALTH_RULES, type DayCount } from '@newsdesk/core/sources/source-health-rule';

/** Days are the newsroom's (Europe/Zurich), like digests and the attention chart. */
const ZONE = 'Europe/Zurich';
const DAY_MS = 24 * 3_600_000;

const dateBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

interface SourceRow {
  id: string;
  name: string;
  enabled: boolean;
  interval_minutes: number;
  consecutive_failures: number;
  last_error: string | null;
  last_success_at: Date | string | null;
  created_at: Date | string;
}

interface CountRow {
  source_id: string;
  day: string;
  n: number;
  first: Date | string;
  last: Date | string;
}

/**
 * Each feed source's crawler health and its documents per Zurich day over the last 28 days and
 * today, in two statements (the counts from the documents' index by source and acquisition time).
 */
export class PostgresSourceHistories implements SourceHistories {
  constructor(private readonly orm: MikroORM) {}

  async load(now: Date): Promise<WatchedSource[]> {
    const em = this.orm.em.fork();
    const days = SOURCE_HEALTH_RULES.historyDays;
    const [clock] = await em.execute<{ today: string; today_start: Date | string; window_start: Date | string }[]>(
      `select to_char((?::timestamptz at time zone '${ZONE}')::date, 'YYYY-MM-DD') as today,
              ((?::timestamptz at time zone '${ZONE}')::date::timestamp at time zone '${ZONE}') as today_start,
              (((?::timestamptz at time zone '${ZONE}')::date - ${days})::timestamp at time zone '${ZONE}') as window_start`,
      [now, now, now],
    );
    const today = clock!.today;
    const [sources, counts] = await Promise.all([
      em.execute<SourceRow[]>(
        `select id, name, enabled, interval_minutes, consecutive_failures, last_error, last_success_at, created_at from feed_source order by name, id`,
      ),
      em.execute<CountRow[]>(
        `select source_id, to_char((first_acquisition_date at time zone '${ZONE}')::date, 'YYYY-MM-DD') as day,
                count(*)::int as n, min(first_acquisition_date) as first, max(first_acquisition_date) as last
           from news_document
          where source_id is not null and first_acquisition_date >= ? and first_acquisition_date <= ?
          group by 1, 2`,
        [clock!.window_start, now],
      ),
    ]);
    const bySource = new Map<string, CountRow[]>();
    for (const row of counts) bySource.set(row.source_id, [...(bySource.get(row.source_id) ?? []), row]);
    const dates = Array.from({ length: days }, (_, i) => dateBefore(today, days - i));

    return sources.map((s) => {
      const rows = bySource.get(s.id) ?? [];
      const countOf = (date: string) => rows.find((r) => r.day === date)?.n ?? 0;
      const instants = (key: 'first' | 'last') => rows.map((r) => new Date(r[key]).getTime());
      const dayCounts: DayCount[] = dates.map((date) => ({ date, count: countOf(date) }));
      return {
        id: s.id,
        name: s.name,
        history: {
          enabled: s.enabled,
          intervalMinutes: s.interval_minutes,
          consecutiveFailures: s.consecutive_failures,
          lastError: s.last_error,
          lastSuccessAt: s.last_success_at === null ? null : new Date(s.last_success_at),
          createdAt: new Date(s.created_at),
          now,
          today: { date: today, count: countOf(today) },
          todayStartedAt: new Date(clock!.today_start),
          days: dayCounts,
          firstDocumentAt: rows.length ? new Date(Math.min(...instants('first'))) : null,
          lastDocumentAt: rows.length ? new Date(Math.max(...instants('last'))) : null,
        },
      };
    });
  }
}
