import type { SiteCheckRecord, SiteRepository } from '../site-monitor.ports';
import { siteExists } from '../site-monitor.errors';
import type { MonitoredSite } from '../site-monitor.types';
import { siteKey } from '../site-validation';

const copy = (site: MonitoredSite): MonitoredSite => structuredClone(site);

/** Sites in memory with the database's uniqueness rule and leases. */
export class InMemorySiteRepository implements SiteRepository {
  private readonly rows = new Map<string, MonitoredSite>();
  private readonly leases = new Map<string, number>();

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
