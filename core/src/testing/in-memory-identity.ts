import type { Clock } from '../shared/clock';
import type { LoginAttemptLedger, PasswordHasher, SessionRepository, SessionTokens, UserRepository } from '../identity/identity.ports';
import type { Session, User } from '../identity/identity.types';
import type { ColorScheme, Language, Role } from '../identity/user-view';
import { nextTurn, type AttemptCounter } from '../identity/login-throttle';

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
  async setColorScheme(userId: string, colorScheme: ColorScheme) {
    this.update(userId, { colorScheme });
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

/** The login throttle's counters in a Map; one process only, which is all a use-case test needs. */
export class InMemoryLoginAttemptLedger implements LoginAttemptLedger {
  /** Count per `key@windowStart`. */
  readonly counts = new Map<string, number>();
  readonly turns = new Map<string, Date>();

  async reserve(counters: readonly AttemptCounter[], now: Date) {
    for (const [id, end] of this.ends) if (end <= now.getTime()) this.forget(id);
    const current = counters.map((c) => this.counts.get(this.id(c)) ?? 0);
    if (counters.some((c, i) => c.limit !== null && current[i]! >= c.limit)) return { reserved: false, counts: current };
    counters.forEach((c, i) => {
      this.counts.set(this.id(c), current[i]! + 1);
      this.ends.set(this.id(c), c.windowEnd.getTime());
    });
    return { reserved: true, counts: current.map((n) => n + 1) };
  }

  async release(counters: readonly AttemptCounter[]) {
    for (const c of counters) this.subtract(c, 1);
  }

  async forgive(pair: AttemptCounter, others: readonly AttemptCounter[]) {
    const counted = this.counts.get(this.id(pair)) ?? 0;
    this.forget(this.id(pair));
    for (const c of others) this.subtract(c, counted);
  }

  async takeTurn(key: string, now: Date, spacingMs: number, maxWaitMs: number) {
    const turn = nextTurn(this.turns.get(key) ?? null, now, spacingMs, maxWaitMs);
    if (turn.granted) this.turns.set(key, turn.nextFreeAt);
    return turn;
  }

  /** The count of a counter now (0 when it has none). */
  countOf(counter: AttemptCounter): number {
    return this.counts.get(this.id(counter)) ?? 0;
  }

  private readonly ends = new Map<string, number>();
  private id(c: AttemptCounter) {
    return `${c.key}@${c.windowStart.toISOString()}`;
  }
  private subtract(c: AttemptCounter, amount: number) {
    const id = this.id(c);
    if (this.counts.has(id)) this.counts.set(id, Math.max(0, this.counts.get(id)! - amount));
  }
  private forget(id: string) {
    this.counts.delete(id);
    this.ends.delete(id);
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
