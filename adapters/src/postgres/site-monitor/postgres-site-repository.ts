import type { MikroORM } from '@mikro-orm/postgresql';
import type { AlertSettings } from '@newsdesk/core/collections/collection.types';
import type { SiteCheckRecord, SiteRepository } from '@newsdesk/core/site-monitor/site-monitor.ports';
import { siteExists } from '@newsdesk/core/site-monitor/site-monitor.errors';
import type { DiffPart, MonitoredSite, SiteChange, SiteCheckError } from '@newsdesk/core/site-monitor/site-monitor.types';
import { siteKey } from '@newsdesk/core/site-monitor/site-validation';
import { DELIVERIES_ADDED_CHANNEL } from '../../alerts/deliveries-added-channel';
import { insertQueuedDelivery } from '../../alerts/insert-delivery';
import { isUniqueViolation } from '../sources/unique-violation';

interface SiteRowData {
  id: string;
  owner_id: string;
  name: string;
  url: string;
  selector: string;
  ignored_patterns: string[] | string;
  last_text: string | null;
  last_change: SiteChange | string | null;
  is_new: boolean;
  last_checked_at: Date | string | null;
  last_error: SiteCheckError | string | null;
  alert: AlertSettings | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, owner_id, name, url, selector, ignored_patterns, last_text, last_change, is_new, last_checked_at, last_error, alert, created_at, updated_at`;
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** What an insert and an update both write, in the column order of both statements (name … last_error). */
const changeableValues = (site: MonitoredSite) => [
  site.name,
  site.url,
  site.selector,
  siteKey(site.url, site.selector),
  JSON.stringify(site.ignoredPatterns),
  site.lastText,
  jsonOrNull(site.lastChange),
  site.isNew,
  site.lastCheckedAt,
  jsonOrNull(site.lastError),
];

const toSite = (row: SiteRowData): MonitoredSite => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  url: row.url,
  selector: row.selector,
  ignoredPatterns: json(row.ignored_patterns),
  lastText: row.last_text,
  lastChange: row.last_change === null ? null : json(row.last_change),
  isNew: row.is_new,
  lastCheckedAt: iso(row.last_checked_at),
  lastError: row.last_error === null ? null : json(row.last_error),
  alert: row.alert === null ? null : json(row.alert),
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
});

// one statement: a "mark viewed" in between is never overwritten, and is_new only ever turns on here
const RECORD_CHECK = `update monitored_site set last_checked_at = ?, last_error = ?::jsonb,
     last_text = case when ?::boolean then ? else last_text end,
     last_change = coalesce(?::jsonb, last_change),
     is_new = is_new or ?::boolean
   where id = ?`;

const recordCheckParams = (id: string, record: SiteCheckRecord) => [
  record.checkedAt,
  jsonOrNull(record.error),
  record.text !== undefined,
  record.text ?? null,
  jsonOrNull(record.change),
  record.change !== undefined,
  id,
];

/** Watched sites in PostgreSQL; the lease is one conditional UPDATE, so it holds across processes. */
export class PostgresSiteRepository implements SiteRepository {
  constructor(private readonly orm: MikroORM) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.fork().execute<T[]>(sql, params);
  }

  async findById(id: string) {
    const rows = await this.query<SiteRowData>(`select ${COLUMNS} from monitored_site where id = ?`, [id]);
    return rows[0] ? toSite(rows[0]) : null;
  }

  async listForOwner(ownerId: string) {
    return (
      await this.query<SiteRowData>(`select ${COLUMNS} from monitored_site where owner_id = ? order by created_at, id`, [ownerId])
    ).map(toSite);
  }

  async countForOwner(ownerId: string) {
    const rows = await this.query<{ n: string }>(`select count(*) as n from monitored_site where owner_id = ?`, [ownerId]);
    return Number(rows[0]?.n ?? 0);
  }

  async listDue(checkedBefore: Date, limit: number) {
    const rows = await this.query<SiteRowData>(
      `select ${COLUMNS} from monitored_site where last_checked_at is null or last_checked_at < ? order by last_checked_at nulls first, id limit ?`,
      [checkedBefore, limit],
    );
    return rows.map(toSite);
  }

  async insert(site: MonitoredSite) {
    await this.write(() =>
      this.query(
        `insert into monitored_site (id, owner_id, name, url, selector, site_key, ignored_patterns, last_text, last_change, is_new, last_checked_at, last_error, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?, ?, ?::jsonb, ?, ?)`,
        [site.id, site.ownerId, ...changeableValues(site), site.createdAt, site.updatedAt],
      ),
    );
  }

  async update(site: MonitoredSite) {
    await this.write(() =>
      this.query(
        `update monitored_site set name = ?, url = ?, selector = ?, site_key = ?, ignored_patterns = ?::jsonb, last_text = ?, last_change = ?::jsonb,
           is_new = ?, last_checked_at = ?, last_error = ?::jsonb, updated_at = ? where id = ?`,
        [...changeableValues(site), site.updatedAt, site.id],
      ),
    );
  }

  async delete(id: string) {
    await this.query(`delete from monitored_site where id = ?`, [id]);
  }

  async claim(id: string, now: Date, until: Date) {
    const rows = await this.query<{ id: string }>(
      `update monitored_site set check_lease_until = ? where id = ? and (check_lease_until is null or check_lease_until <= ?) returning id`,
      [until, id, now],
    );
    return rows.length === 1;
  }

  async release(id: string) {
    await this.query(`update monitored_site set check_lease_until = null where id = ?`, [id]);
  }

  async recordCheck(id: string, record: SiteCheckRecord) {
    const alert = record.alert;
    if (alert?.deliveries.length) {
      // the change, its ledger rows and the site's new state commit together (ADR 0026)
      await this.orm.em.fork().transactional(async (em) => {
        await em.execute(`insert into site_alert_change (site_id, changed_at, parts) values (?, ?, ?::jsonb) on conflict do nothing`, [
          id,
          alert.change.at,
          JSON.stringify(alert.change.parts),
        ]);
        for (const d of alert.deliveries)
          await insertQueuedDelivery(em, id, { ...d, threadOf: null, documentIds: [] }, new Date(record.checkedAt));
        await em.execute(RECORD_CHECK, recordCheckParams(id, record));
        // delivered on commit: the delivery workers queue the new rows at once
        await em.execute(`select pg_notify(?, ?)`, [DELIVERIES_ADDED_CHANNEL, id]);
      });
      return;
    }
    await this.query(RECORD_CHECK, recordCheckParams(id, record));
  }

  async saveAlert(id: string, alert: AlertSettings | null) {
    await this.query(`update monitored_site set alert = ?::jsonb where id = ?`, [jsonOrNull(alert), id]);
  }

  async changesBetween(id: string, from: Date, to: Date) {
    const rows = await this.query<{ changed_at: Date | string; parts: DiffPart[] | string }>(
      `select changed_at, parts from site_alert_change where site_id = ? and changed_at >= ? and changed_at < ? order by changed_at`,
      [id, from, to],
    );
    return rows.map((r): SiteChange => ({ at: iso(r.changed_at)!, parts: json(r.parts) }));
  }

  async markViewed(ownerId: string, id: string) {
    const rows = await this.query<{ id: string }>(`update monitored_site set is_new = false where id = ? and owner_id = ? returning id`, [
      id,
      ownerId,
    ]);
    return rows.length === 1;
  }

  async markAllViewed(ownerId: string) {
    await this.query(`update monitored_site set is_new = false where owner_id = ? and is_new`, [ownerId]);
  }

  private async write(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw siteExists();
      throw error;
    }
  }
}
