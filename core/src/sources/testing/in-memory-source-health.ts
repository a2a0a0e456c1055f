import type { InMemoryDeliveryLedger } from '../../alerting/testing/in-memory-delivery-ledger';
import type { AdminNotice, SourceHealthIncident, SourceHealthIncidents, SourceHistories, WatchedSource } from '../source-health.ports';

/** The incident store's rules in memory (one open incident per source; notices into the ledger). */
export class InMemorySourceHealthIncidents implements SourceHealthIncidents {
  readonly incidents: SourceHealthIncident[] = [];
  private next = 1;

  constructor(private readonly ledger: InMemoryDeliveryLedger) {}

  async listOpen() {
    return this.incidents.filter((i) => !i.closedAt).map((i) => ({ ...i }));
  }

  async listRecent(since: Date) {
    return this.incidents.filter((i) => !i.closedAt || i.closedAt >= since).reverse();
  }

  async findById(id: string) {
    return this.incidents.find((i) => i.id === id) ?? null;
  }

  async open(incident: Omit<SourceHealthIncident, 'id' | 'closedAt' | 'recovered' | 'kind'>, notices: readonly AdminNotice[]) {
    if (this.incidents.some((i) => i.sourceId === incident.sourceId && !i.closedAt)) return null;
    const row = { ...incident, id: `incident-${this.next++}`, kind: incident.problem.kind, closedAt: null, recovered: false };
    this.incidents.push(row);
    await this.queue(row, 'opened', notices, incident.openedAt);
    return { ...row };
  }

  async close(incidentId: string, at: Date, recovered: boolean, notices: readonly AdminNotice[]) {
    const row = this.incidents.find((i) => i.id === incidentId && !i.closedAt);
    if (!row) return false;
    Object.assign(row, { closedAt: at, recovered });
    if (recovered) await this.queue(row, 'recovered', notices, at);
    return true;
  }

  private async queue(row: SourceHealthIncident, kind: 'opened' | 'recovered', notices: readonly AdminNotice[], at: Date) {
    await this.ledger.addNow(
      row.sourceId,
      notices.map((n) => ({
        about: { kind: 'source-health' as const, incidentId: row.id, notice: kind },
        channel: 'email' as const,
        recipient: n.email,
        threadOf: null,
        documentIds: [],
        dueAt: at,
      })),
    );
  }
}

export class InMemorySourceHistories implements SourceHistories {
  sources: WatchedSource[] = [];
  async load() {
    return this.sources;
  }
}
