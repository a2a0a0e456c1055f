import type { DeliveryLedger, DeliveryLogPage, SlackChannelRate } from '../alert.ports';
import type { Delivery, DeliveryChannel, NewDelivery } from '../alert.types';

/** The ledger's rules in memory, for unit tests of the sender. */
export class InMemoryDeliveryLedger implements DeliveryLedger {
  readonly rows = new Map<string, Delivery & { claimedUntil: Date | null }>();
  readonly digestStories = new Map<string, string[]>();
  private next = 1;

  add(d: NewDelivery & { collectionId: string }): Delivery {
    const row = {
      id: `00000000-0000-4000-8000-${String(this.next++).padStart(12, '0')}`,
      collectionId: d.collectionId,
      subject: d.subject,
      channel: d.channel,
      recipient: d.recipient,
      threadOf: d.threadOf,
      documentIds: d.documentIds,
      status: 'queued' as const,
      attempts: 0,
      lastError: null,
      nextAttemptAt: d.dueAt,
      providerId: null,
      providerChannel: null,
      createdAt: d.dueAt,
      sentAt: null,
      claimedUntil: null,
    };
    this.rows.set(row.id, row);
    return row;
  }

  async addNow(collectionId: string, rows: readonly NewDelivery[]) {
    return rows.map((d) => (this.findKey(collectionId, d.subject, d.channel, d.recipient) ?? this.add({ ...d, collectionId })).id);
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
    return { ...row };
  }

  async markSent(id: string, sent: { providerId: string; providerChannel: string | null; at: Date }) {
    Object.assign(this.rows.get(id)!, {
      status: 'sent',
      providerId: sent.providerId,
      providerChannel: sent.providerChannel,
      sentAt: sent.at,
      claimedUntil: null,
    });
  }

  async reschedule(id: string, at: Date, lastError: string | null, countAttempt: boolean) {
    const row = this.rows.get(id)!;
    Object.assign(row, {
      status: row.attempts - (countAttempt ? 0 : 1) === 0 ? 'queued' : 'retrying',
      nextAttemptAt: at,
      lastError,
      attempts: row.attempts - (countAttempt ? 0 : 1),
      claimedUntil: null,
    });
  }

  async markFailed(id: string, lastError: string) {
    Object.assign(this.rows.get(id)!, { status: 'failed', lastError, claimedUntil: null });
  }

  async findBySubject(collectionId: string, subject: string, channel: DeliveryChannel, recipient: string) {
    return (
      [...this.rows.values()].find(
        (r) => r.collectionId === collectionId && r.subject === subject && r.channel === channel && r.recipient === recipient,
      ) ?? null
    );
  }

  async digestDocumentIds(collectionId: string, subject: string) {
    return this.digestStories.get(`${collectionId}|${subject}`) ?? [];
  }

  async listForCollection(collectionId: string, page: number, pageSize: number): Promise<DeliveryLogPage> {
    const all = [...this.rows.values()]
      .filter((r) => r.collectionId === collectionId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { deliveries: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
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
