import type { DeliveryLedger, DeliveryLogPage, SlackChannelRate } from '../alert.ports';
import { subjectOf, type Delivery, type DeliveryChannel, type NewDelivery } from '../alert.types';
import type { DeliveryError } from '../delivery-problem';

type Row = Delivery & { claimedUntil: Date | null };

/** A row as the port returns it: a copy, without the ledger's own claim time. */
const delivery = ({ claimedUntil: _claimedUntil, ...row }: Row): Delivery => ({ ...row });

/** The ledger's rules in memory, for unit tests of the sender (held to PostgreSQL's by delivery-ledger.contract.ts). */
export class InMemoryDeliveryLedger implements DeliveryLedger {
  readonly rows = new Map<string, Row>();
  readonly digestStories = new Map<string, string[]>();
  private next = 1;

  /** A queued row as the planner writes it; listed by `createdAt` (default: when it is due). */
  add(d: NewDelivery & { collectionId: string; createdAt?: Date }): Delivery {
    const row: Row = {
      id: `00000000-0000-4000-8000-${String(this.next++).padStart(12, '0')}`,
      collectionId: d.collectionId,
      subject: subjectOf(d.about),
      about: structuredClone(d.about),
      channel: d.channel,
      recipient: d.recipient,
      threadOf: d.threadOf,
      documentIds: d.documentIds,
      status: 'queued',
      attempts: 0,
      errorCode: null,
      lastError: null,
      nextAttemptAt: d.dueAt,
      providerId: null,
      providerChannel: null,
      createdAt: d.createdAt ?? d.dueAt,
      sentAt: null,
      claimedUntil: null,
    };
    this.rows.set(row.id, row);
    return row;
  }

  async addNow(collectionId: string, rows: readonly NewDelivery[]) {
    return rows.map((d) => (this.findKey(collectionId, subjectOf(d.about), d.channel, d.recipient) ?? this.add({ ...d, collectionId })).id);
  }

  private findKey(collectionId: string, subject: string, channel: DeliveryChannel, recipient: string) {
    return [...this.rows.values()].find(
      (r) => r.collectionId === collectionId && r.subject === subject && r.channel === channel && r.recipient === recipient,
    );
  }

  async claim(id: string, now: Date, claimedUntil: Date) {
    const row = this.rows.get(id);
    if (!row) return null;
    const due = (row.status === 'queued' || row.status === 'retrying') && row.nextAttemptAt <= now;
    const abandoned = row.status === 'sending' && row.claimedUntil !== null && row.claimedUntil < now;
    if (!due && !abandoned) return null;
    Object.assign(row, { status: 'sending', attempts: row.attempts + 1, claimedUntil });
    return delivery(row);
  }

  async markSent(id: string, sent: { providerId: string; providerChannel: string | null; at: Date }) {
    const row = this.rows.get(id);
    if (!row || row.status === 'sent') return;
    Object.assign(row, {
      status: 'sent',
      providerId: sent.providerId,
      providerChannel: sent.providerChannel,
      sentAt: sent.at,
      claimedUntil: null,
    });
  }

  async reschedule(id: string, at: Date, error: DeliveryError | null, countAttempt: boolean) {
    const row = this.rows.get(id);
    if (row?.status !== 'sending') return;
    const attempts = row.attempts - (countAttempt ? 0 : 1);
    Object.assign(row, {
      status: attempts === 0 ? 'queued' : 'retrying',
      nextAttemptAt: at,
      errorCode: error?.code ?? null,
      lastError: error?.message ?? null,
      attempts,
      claimedUntil: null,
    });
  }

  async markFailed(id: string, error: DeliveryError) {
    const row = this.rows.get(id);
    if (row?.status !== 'sending') return;
    Object.assign(row, { status: 'failed', errorCode: error.code, lastError: error.message, claimedUntil: null });
  }

  async findBySubject(collectionId: string, subject: string, channel: DeliveryChannel, recipient: string) {
    const row = this.findKey(collectionId, subject, channel, recipient);
    return row ? delivery(row) : null;
  }

  async digestDocumentIds(collectionId: string, subject: string) {
    return this.digestStories.get(`${collectionId}|${subject}`) ?? [];
  }

  async listForCollection(collectionId: string, page: number, pageSize: number): Promise<DeliveryLogPage> {
    const all = [...this.rows.values()]
      .filter((r) => r.collectionId === collectionId)
      // as PostgreSQL orders them: newest first, then by id
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { deliveries: all.slice((page - 1) * pageSize, page * pageSize).map(delivery), total: all.length, page, pageSize };
  }
}

/** One slot per second per channel, in memory. */
export class InMemorySlackChannelRate implements SlackChannelRate {
  readonly nextFree = new Map<string, number>();
  async reserve(channel: string, now: Date, maxWaitMs: number) {
    const slot = Math.max(now.getTime(), this.nextFree.get(channel) ?? 0);
    if (slot > now.getTime() + maxWaitMs) return { reserved: false, at: new Date(slot) };
    this.nextFree.set(channel, slot + 1_000);
    return { reserved: true, at: new Date(slot) };
  }
  async blockUntil(channel: string, until: Date) {
    this.nextFree.set(channel, Math.max(until.getTime(), this.nextFree.get(channel) ?? 0));
  }
}
