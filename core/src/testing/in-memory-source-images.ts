import type { SourceImageStore } from '../source-images/source-image.ports';
import type { SourceImage, SourceImageStatus } from '../source-images/source-image.types';

type Row = { status: SourceImageStatus; image: SourceImage | null };

/** SourceImageStore in memory, for use-case tests; passes the same contract as PostgreSQL's. */
export class InMemorySourceImageStore implements SourceImageStore {
  private readonly rows = new Map<string, Row>();

  async find(domain: string) {
    return this.rows.get(domain)?.image ?? null;
  }

  async status(domain: string) {
    return this.rows.get(domain)?.status ?? null;
  }

  async saveFetched(image: SourceImage) {
    const row = this.rows.get(image.domain);
    if (row?.status.state === 'removed' || (row?.status.state === 'stored' && row.status.origin === 'uploaded')) return;
    this.store(image);
  }

  async saveUploaded(image: SourceImage) {
    const replaced = this.rows.get(image.domain)?.image != null;
    this.store(image);
    return { replaced };
  }

  async recordFailure(domain: string, at: Date, failure: string) {
    const state = this.rows.get(domain)?.status.state;
    if (state === 'stored' || state === 'removed') return;
    this.rows.set(domain, { status: { state: 'failed', at, failure }, image: null });
  }

  async remove(domain: string, at: Date) {
    if (!this.rows.get(domain)?.image) return false;
    this.rows.set(domain, { status: { state: 'removed', at }, image: null });
    return true;
  }

  private store(image: SourceImage) {
    this.rows.set(image.domain, { status: { state: 'stored', origin: image.origin, at: image.storedAt }, image });
  }
}
