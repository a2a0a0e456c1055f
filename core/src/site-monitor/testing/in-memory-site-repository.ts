import type { NewDelivery } from '../../alerting/alert.types';
import type { AlertSettings } from '../../collections/collection.types';
import type { SiteCheckRecord, SiteRepository } from '../site-monitor.ports';
import { siteExists } from '../site-monitor.errors';
import type { MonitoredSite, SiteChange } from '../site-monitor.types';
import { siteKey } from '../site-validation';

const copy = (site: MonitoredSite): MonitoredSite => structuredClone(site);

/** Sites in memory with the database's uniqueness rule and leases. */
export class InMemorySiteRepository implements SiteRepository {
  private readonly rows = new Map<string, MonitoredSite>();
  private readonly leases = new Map<string, number>();
  private readonly changes: { siteId: string; change: SiteChange }[] = [];
  /** The ledger rows recorded checks asked for (the Postgres adapter writes them to alert_delivery). */
  readonly plannedDeliveries: { siteId: string; delivery: NewDelivery }[] = [];

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copy(row) : null;
  }

  async listForOwner(ownerId: string) {
    return [...this.rows.values()]
      .filter((s) => s.ownerId === ownerId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(copy);
  }

  async countForOwner(ownerId: string) {
    return [...this.rows.values()].filter((s) => s.ownerId === ownerId).length;
  }

  async listDue(checkedBefore: Date, limit: number) {
    const before = checkedBefore.toISOString();
    return [...this.rows.values()]
      .filter((s) => s.lastCheckedAt === null || s.lastCheckedAt < before)
      .sort((a, b) => (a.lastCheckedAt ?? '').localeCompare(b.lastCheckedAt ?? '') || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map(copy);
  }

  async insert(site: MonitoredSite) {
    this.assertUnique(site);
    this.rows.set(site.id, copy(site));
  }

  async update(site: MonitoredSite) {
    const previous = this.rows.get(site.id);
    if (!previous) return;
    this.assertUnique(site);
    this.rows.set(site.id, { ...copy(site), ownerId: previous.ownerId, createdAt: previous.createdAt });
  }

  async delete(id: string) {
    this.rows.delete(id);
    this.leases.delete(id);
  }

  async claim(id: string, now: Date, until: Date) {
    if (!this.rows.has(id)) return false;
    const held = this.leases.get(id);
    if (held !== undefined && held > now.getTime()) return false;
    this.leases.set(id, until.getTime());
    return true;
  }

  async release(id: string) {
    this.leases.delete(id);
  }

  async recordCheck(id: string, record: SiteCheckRecord) {
    const row = this.rows.get(id);
    if (!row) return;
    row.lastCheckedAt = record.checkedAt;
    row.lastError = record.error;
    if (record.text !== undefined) row.lastText = record.text;
    if (record.change) {
      row.lastChange = structuredClone(record.change);
      row.isNew = true;
    }
    if (record.alert?.deliveries.length) {
      this.changes.push({ siteId: id, change: structuredClone(record.alert.change) });
      for (const delivery of record.alert.deliveries) this.plannedDeliveries.push({ siteId: id, delivery: { ...delivery } });
    }
  }

  async saveAlert(id: string, alert: AlertSettings | null) {
    const row = this.rows.get(id);
    if (row) row.alert = alert === null ? null : structuredClone(alert);
  }

  async changesBetween(id: string, from: Date, to: Date) {
    return this.changes
      .filter((c) => c.siteId === id && new Date(c.change.at) >= from && new Date(c.change.at) < to)
      .map((c) => structuredClone(c.change))
      .sort((a, b) => a.at.localeCompare(b.at));
  }

  async markViewed(ownerId: string, id: string) {
    const row = this.rows.get(id);
    if (!row || row.ownerId !== ownerId) return false;
    row.isNew = false;
    return true;
  }

  async markAllViewed(ownerId: string) {
    for (const row of this.rows.values()) if (row.ownerId === ownerId) row.isNew = false;
  }

  private assertUnique(site: MonitoredSite) {
    const key = siteKey(site.url, site.selector);
    if ([...this.rows.values()].some((s) => s.id !== site.id && s.ownerId === site.ownerId && siteKey(s.url, s.selector) === key))
      throw siteExists();
  }
}
