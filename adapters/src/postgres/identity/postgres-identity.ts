import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import type { LoginFailureLog, SessionRepository, UserRepository } from '@newsdesk/core/identity/identity.ports';
import type { Session, User } from '@newsdesk/core/identity/identity.types';
import type { Language, Role } from '@newsdesk/core/identity/user-view';
import { LoginFailureRow, SessionRow, UserRow } from './identity.entities';

type UserData = InferEntity<typeof UserRow>;
type SessionData = InferEntity<typeof SessionRow>;

const toUser = (row: UserData): User => ({
  id: row.id,
  email: row.email,
  givenName: row.givenName,
  familyName: row.familyName,
  roles: row.roles as Role[],
  isNew: row.isNew,
  language: row.language as Language,
  passwordHash: row.passwordHash,
  active: row.active,
  createdAt: row.createdAt,
});

const toSession = (row: SessionData): Session => ({
  id: row.id,
  userId: row.userId,
  tokenHash: row.tokenHash,
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  pageClosedAt: row.pageClosedAt ?? null,
  endedAt: row.endedAt ?? null,
  userAgent: row.userAgent ?? null,
  ip: row.ip ?? null,
});

export class PostgresUserRepository implements UserRepository {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: string) {
    const row = await this.orm.em.fork().findOne(UserRow, { id }, { disableIdentityMap: true });
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string) {
    const row = await this.orm.em.fork().findOne(UserRow, { email }, { disableIdentityMap: true });
    return row ? toUser(row) : null;
  }

  async list() {
    const rows = await this.orm.em
      .fork()
      .find(UserRow, {}, { orderBy: { familyName: 'asc', givenName: 'asc' }, disableIdentityMap: true });
    return rows.map(toUser);
  }

  async add(user: User) {
    await this.orm.em.fork().insert(UserRow, { ...user, roles: [...user.roles] });
  }

  async setLanguage(userId: string, language: Language) {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { language });
  }

  async setPassword(userId: string, passwordHash: string) {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { passwordHash });
  }

  async setRoles(userId: string, roles: Role[]) {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { roles: [...roles] });
  }
}

export class PostgresSessionRepository implements SessionRepository {
  constructor(private readonly orm: MikroORM) {}

  async add(session: Session) {
    await this.orm.em.fork().insert(SessionRow, { ...session });
  }

  async findByTokenHash(tokenHash: string) {
    const row = await this.orm.em.fork().findOne(SessionRow, { tokenHash }, { disableIdentityMap: true });
    return row ? toSession(row) : null;
  }

  async listOpenForUser(userId: string) {
    const rows = await this.orm.em
      .fork()
      .find(SessionRow, { userId, endedAt: null }, { orderBy: { createdAt: 'asc' }, disableIdentityMap: true });
    return rows.map(toSession);
  }

  async touch(sessionId: string, at: Date) {
    await this.orm.em.fork().nativeUpdate(SessionRow, { id: sessionId }, { lastSeenAt: at });
  }

  async setPageClosed(sessionId: string, at: Date | null) {
    await this.orm.em.fork().nativeUpdate(SessionRow, { id: sessionId }, { pageClosedAt: at });
  }

  async end(sessionId: string, at: Date) {
    await this.orm.em.fork().nativeUpdate(SessionRow, { id: sessionId, endedAt: null }, { endedAt: at });
  }
}

export class PostgresLoginFailureLog implements LoginFailureLog {
  constructor(private readonly orm: MikroORM) {}

  async record(failure: { email: string; ip: string; at: Date }) {
    await this.orm.em.fork().insert(LoginFailureRow, failure);
  }

  async forAccountSince(email: string, since: Date) {
    return this.timesWhere({ email, at: { $gt: since } });
  }

  async forIpSince(ip: string, since: Date) {
    return this.timesWhere({ ip, at: { $gt: since } });
  }

  async clearAccount(email: string) {
    await this.orm.em.fork().nativeDelete(LoginFailureRow, { email });
  }

  /** Old failures are of no use to any window; the server prunes them now and then. */
  async pruneBefore(before: Date) {
    await this.orm.em.fork().nativeDelete(LoginFailureRow, { at: { $lt: before } });
  }

  private async timesWhere(where: Record<string, unknown>) {
    const rows = await this.orm.em
      .fork()
      .find(LoginFailureRow, where, { orderBy: { at: 'asc' }, fields: ['at'], disableIdentityMap: true });
    return rows.map((r) => r.at);
  }
}
