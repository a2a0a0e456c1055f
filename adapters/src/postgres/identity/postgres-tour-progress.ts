import type { MikroORM } from '@mikro-orm/postgresql';
import type { TourProgress } from '@newsdesk/core/identity/finish-tour';
import { UserRow } from './identity.entities';

/** The guided tour's "first time here" flag is the user's isNew column. */
export class PostgresTourProgress implements TourProgress {
  constructor(private readonly orm: MikroORM) {}

  async markTourFinished(userId: string): Promise<void> {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { isNew: false });
  }
}
