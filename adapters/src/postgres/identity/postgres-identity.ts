import type { InferEntity, MikroORM } from '@mikro-orm/postgresql';
import type { SessionRepository, UserRepository } from '@newsdesk/core/identity/identity.ports';
import type { Session, User } from '@newsdesk/core/identity/identity.types';
import type { ColorScheme, Language, Role } from '@newsdesk/core/identity/user-view';
import { SessionRow, UserRow } from './identity.entities';
import { SESSION_ENDED_CHANNEL } from './session-ended-channel';

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
  colorScheme: row.colorScheme as ColorScheme,
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
    const rows = await this.orm.em.fork().find(UserRow, {}, { orderBy: { familyName: 'asc', givenName: 'asc' }, disableIdentityMap: true });
    return rows.map(toUser);
  }

  async add(user: User) {
    await this.orm.em.fork().insert(UserRow, { ...user, roles: [...user.roles] });
  }

  async setLanguage(userId: string, language: Language) {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { language });
  }

  async setColorScheme(userId: string, colorScheme: ColorScheme) {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { colorScheme });
  }

  async setPassword(userId: string, passwordHash: string) {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { passwordHash });
  }

  async setRoles(userId: string, roles: Role[]) {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { roles: [...roles] });
  }

  async setActive(userId: string, active: boolean) {
    await this.orm.em.fork().nativeUpdate(UserRow, { id: userId }, { active });
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
    await this.endWhere('id = ?', sessionId, at);
  }

  async findById(sessionId: string) {
    const row = await this.orm.em.fork().findOne(SessionRow, { id: sessionId }, { disableIdentityMap: true });
    return row ? toSession(row) : null;
  }

  async listOpenSeenSince(since: Date) {
    const rows = await this.orm.em
      .fork()
      .find(SessionRow, { endedAt: null, lastSeenAt: { $gte: since } }, { orderBy: { createdAt: 'asc' }, disableIdentityMap: true });
    return rows.map(toSession);
  }

  async endAllForUser(userId: string, at: Date) {
    return this.endWhere('user_id = ?', userId, at);
  }

  async lastSeenByUser() {
    const rows = await this.orm.em
      .fork()
      .execute<{ user_id: string; last_seen_at: Date }[]>(
        'select user_id, max(last_seen_at) as last_seen_at from auth_session group by user_id',
      );
    return new Map(rows.map((r) => [r.user_id, new Date(r.last_seen_at)]));
  }

  /**
   * Ends the matching open sessions and announces each user once, in one statement: the NOTIFY
   * is sent only if the update commits, and the live sockets of every process close at once.
   */
  private async endWhere(condition: 'id = ?' | 'user_id = ?', value: string, at: Date): Promise<number> {
    const rows = await this.orm.em.fork().execute<{ ended: string | number }[]>(
      `with ended as (update auth_session set ended_at = ? where ${condition} and ended_at is null returning user_id),
       announced as (select pg_notify(?, json_build_object('userId', user_id)::text) from (select distinct user_id from ended) as users)
       select (select count(*) from ended) as ended, (select count(*) from announced) as announced`,
      [at, value, SESSION_ENDED_CHANNEL],
    );
    return Number(rows[0]?.ended ?? 0);
  }
}
