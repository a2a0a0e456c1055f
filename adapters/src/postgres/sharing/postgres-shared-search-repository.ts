import type { MikroORM } from '@mikro-orm/postgresql';
import type { SharedSearch, SharedSearchRepository } from '@newsdesk/core/sharing/shared-search';
import { SharedSearchRow } from './shared-search.entities';

export class PostgresSharedSearchRepository implements SharedSearchRepository {
  constructor(private readonly orm: MikroORM) {}

  async add(share: SharedSearch): Promise<void> {
    // stored as JSON would send it: undefined members dropped, not turned into null
    const params = JSON.parse(JSON.stringify(share.params)) as Record<string, unknown>;
    await this.orm.em.fork().insert(SharedSearchRow, { ...share, params });
  }

  async findById(id: string): Promise<SharedSearch | null> {
    const row = await this.orm.em.fork().findOne(SharedSearchRow, { id }, { disableIdentityMap: true });
    return row ? { id: row.id, params: row.params, createdBy: row.createdBy, createdAt: row.createdAt } : null;
  }
}
