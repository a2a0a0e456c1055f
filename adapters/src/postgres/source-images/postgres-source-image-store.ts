import type { MikroORM } from '@mikro-orm/postgresql';
import type { SourceImageStore } from '@newsdesk/core/source-images/source-image.ports';
import type { SourceImage, SourceImageOrigin, SourceImageStatus, SourceImageType } from '@newsdesk/core/source-images/source-image.types';

interface Row {
  domain: string;
  state: 'stored' | 'failed' | 'removed';
  origin: SourceImageOrigin | null;
  content_type: string | null;
  bytes: Buffer | null;
  fetched_from: string | null;
  failure: string | null;
  updated_at: Date;
}

const toStatus = (row: Row): SourceImageStatus => {
  const at = new Date(row.updated_at);
  if (row.state === 'stored') return { state: 'stored', origin: row.origin ?? 'fetched', at };
  if (row.state === 'failed') return { state: 'failed', at, failure: row.failure ?? '' };
  return { state: 'removed', at };
};

const STORE_IMAGE = `insert into source_image (domain, state, origin, content_type, bytes, fetched_from, failure, updated_at)
  values (?, 'stored', ?, ?, ?, ?, null, ?)
  on conflict (domain) do update set state = 'stored', origin = excluded.origin, content_type = excluded.content_type,
    bytes = excluded.bytes, fetched_from = excluded.fetched_from, failure = null, updated_at = excluded.updated_at`;

const valuesOf = (image: SourceImage) => [
  image.domain,
  image.origin,
  image.contentType,
  Buffer.from(image.bytes),
  image.fetchedFrom,
  image.storedAt,
];

/**
 * Source images in `source_image`, one row per domain. The conditions that keep an admin's
 * choice over the crawler's are in the upserts' WHERE clauses, so they hold when a fetch and an
 * upload race (contract: core/src/testing/source-images.contract.ts).
 */
export class PostgresSourceImageStore implements SourceImageStore {
  constructor(private readonly orm: MikroORM) {}

  async find(domain: string): Promise<SourceImage | null> {
    const [row] = await this.orm.em.fork().execute<Row[]>(`select * from source_image where domain = ? and state = 'stored'`, [domain]);
    if (!row?.bytes || !row.content_type) return null;
    return {
      domain: row.domain,
      contentType: row.content_type as SourceImageType,
      bytes: new Uint8Array(row.bytes),
      origin: row.origin ?? 'fetched',
      fetchedFrom: row.fetched_from,
      storedAt: new Date(row.updated_at),
    };
  }

  async status(domain: string): Promise<SourceImageStatus | null> {
    const [row] = await this.orm.em
      .fork()
      .execute<Row[]>('select domain, state, origin, failure, updated_at from source_image where domain = ?', [domain]);
    return row ? toStatus(row) : null;
  }

  async saveFetched(image: SourceImage): Promise<void> {
    await this.orm.em
      .fork()
      .execute(
        `${STORE_IMAGE} where source_image.state = 'failed' or (source_image.state = 'stored' and source_image.origin = 'fetched')`,
        valuesOf(image),
      );
  }

  async saveUploaded(image: SourceImage): Promise<{ replaced: boolean }> {
    return this.orm.em.fork().transactional(async (em) => {
      const [before] = await em.execute<{ state: string }[]>('select state from source_image where domain = ? for update', [image.domain]);
      await em.execute(STORE_IMAGE, valuesOf(image));
      return { replaced: before?.state === 'stored' };
    });
  }

  async recordFailure(domain: string, at: Date, failure: string): Promise<void> {
    await this.orm.em.fork().execute(
      `insert into source_image (domain, state, failure, updated_at) values (?, 'failed', ?, ?)
       on conflict (domain) do update set failure = excluded.failure, updated_at = excluded.updated_at
       where source_image.state = 'failed'`,
      [domain, failure, at],
    );
  }

  async remove(domain: string, at: Date): Promise<boolean> {
    const removed = await this.orm.em.fork().execute<{ domain: string }[]>(
      `update source_image set state = 'removed', origin = null, content_type = null, bytes = null, fetched_from = null, updated_at = ?
       where domain = ? and state = 'stored' returning domain`,
      [at, domain],
    );
    return removed.length > 0;
  }
}
