import type { Clock } from '../shared/clock';
import type {
  LoginFailureLog,
  PasswordHasher,
  SessionRepository,
  SessionTokens,
  UserRepository,
} from '../identity/identity.ports';
import type { Session, User } from '../identity/identity.types';
import type { Language, Role } from '../identity/user-view';

export class InMemoryUserRepository implements UserRepository {
  readonly users = new Map<string, User>();
  async findById(id: string) {
    const user = this.users.get(id);
    return user ? { ...user, roles: [...user.roles] } : null;
  }
  async findByEmail(email: string) {
    const user = [...this.users.values()].find((u) => u.email === email);
    return user ? { ...user, roles: [...user.roles] } : null;
  }
  async list() {
    return [...this.users.values()]
      .sort((a, b) => a.familyName.localeCompare(b.familyName) || a.givenName.localeCompare(b.givenName))
      .map((u) => ({ ...u, roles: [...u.roles] }));
  }
  async add(user: User) {
    if ([...this.users.values()].some((u) => u.email === user.email)) throw new Error('duplicate email');
    this.users.set(user.id, { ...user });
  }
  async setLanguage(userId: string, language: Language) {
    this.update(userId, { language });
  }
  async setPassword(userId: string, passwordHash: string) {
    this.update(userId, { passwordHash });
  }
  async setRoles(userId: string, roles: Role[]) {
    this.update(userId, { roles: [...roles] });
  }
  async setActive(userId: string, active: boolean) {
    this.update(userId, { active });
  }
  private update(userId: string, patch: Partial<User>) {
    const user = this.users.get(userId);
    if (user) this.users.set(userId, { ...user, ...patch });
  }
}

export class InMemorySessionRepository implements SessionRepository {
  readonly sessions = new Map<string, Session>();
  async add(session: Session) {
    this.sessions.set(session.id, { ...session });
  }
  async findByTokenHash(tokenHash: string) {
    const found = [...this.sessions.values()].find((s) => s.tokenHash === tokenHash);
    return found ? { ...found } : null;
  }
  async listOpenForUser(userId: string) {
    return [...this.sessions.values()]
      .filter((s) => s.userId === userId && !s.endedAt)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((s) => ({ ...s }));
  }
  async touch(sessionId: string, at: Date) {
    this.update(sessionId, { lastSeenAt: at });
  }
  async setPageClosed(sessionId: string, at: Date | null) {
    this.update(sessionId, { pageClosedAt: at });
  }
  async end(sessionId: string, at: Date) {
    if (!this.sessions.get(sessionId)?.endedAt) this.update(sessionId, { endedAt: at });
  }
  async findById(sessionId: string) {
    const found = this.sessions.get(sessionId);
    return found ? { ...found } : null;
  }
  async listOpenSeenSince(since: Date) {
    return [...this.sessions.values()]
      .filter((s) => !s.endedAt && s.lastSeenAt >= since)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((s) => ({ ...s }));
  }
  async endAllForUser(userId: string, at: Date) {
    const open = [...this.sessions.values()].filter((s) => s.userId === userId && !s.endedAt);
    for (const session of open) this.update(session.id, { endedAt: at });
    return open.length;
  }
  async lastSeenByUser() {
    const latest = new Map<string, Date>();
    for (const s of this.sessions.values()) {
      const seen = latest.get(s.userId);
      if (!seen || s.lastSeenAt > seen) latest.set(s.userId, s.lastSeenAt);
    }
    return latest;
  }
  private update(id: string, patch: Partial<Session>) {
    const session = this.sessions.get(id);
    if (session) this.sessions.set(id, { ...session, ...patch });
  }
}

export class InMemoryLoginFailureLog implements LoginFailureLog {
  readonly failures: { email: string; ip: string; at: Date }[] = [];
  async record(failure: { email: string; ip: string; at: Date }) {
    this.failures.push(failure);
  }
  async forAccountSince(email: string, since: Date) {
    return this.failures.filter((f) => f.email === email && f.at > since).map((f) => f.at);
  }
  async forIpSince(ip: string, since: Date) {
    return this.failures.filter((f) => f.ip === ip && f.at > since).map((f) => f.at);
  }
  async clearAccount(email: string) {
    for (let i = this.failures.length - 1; i >= 0; i--) if (this.failures[i]!.email === email) this.failures.splice(i, 1);
  }
}

/** Reversible "hash" for use-case tests only; the real scrypt hasher is tested in adapters. */
export class TransparentPasswordHasher implements PasswordHasher {
  async hash(password: string) {
    return `plain:${password}`;
  }
  async verify(password: string, hash: string) {
    return hash === `plain:${password}`;
  }
}

export class SequentialTokens implements SessionTokens {
  private n = 0;
  issue() {
    const token = `token-${++this.n}`;
    return { sessionId: `session-${this.n}`, token, tokenHash: this.hash(token) };
  }
  hash(token: string) {
    return `hash(${token})`;
  }
  newId() {
    return `id-${++this.n}`;
  }
}

export class FakeClock implements Clock {
  constructor(private current = new Date('2026-11-21T09:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
