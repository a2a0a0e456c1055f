import type { ColorScheme, Language, Role } from './user-view';
import type { Session, User } from './identity.types';
import type { AttemptCounter, Turn } from './login-throttle';

export const UserRepository = Symbol.for('UserRepository');
export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Every user, by family then given name. */
  list(): Promise<User[]>;
  add(user: User): Promise<void>;
  setLanguage(userId: string, language: Language): Promise<void>;
  setColorScheme(userId: string, colorScheme: ColorScheme): Promise<void>;
  setPassword(userId: string, passwordHash: string): Promise<void>;
  setRoles(userId: string, roles: Role[]): Promise<void>;
  /** Deactivated users cannot log in; their rows stay (authorship, collections). */
  setActive(userId: string, active: boolean): Promise<void>;
}

/**
 * Sessions. Ending one (end, endAllForUser) is announced to every server process by the
 * adapter, so the live sockets of that session close at once wherever they are open.
 */
export const SessionRepository = Symbol.for('SessionRepository');
export interface SessionRepository {
  add(session: Session): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<Session | null>;
  /** Sessions of the user that have not ended (expiry is judged by the caller). */
  listOpenForUser(userId: string): Promise<Session[]>;
  touch(sessionId: string, at: Date): Promise<void>;
  setPageClosed(sessionId: string, at: Date | null): Promise<void>;
  end(sessionId: string, at: Date): Promise<void>;
  findById(sessionId: string): Promise<Session | null>;
  /** Sessions of every user that have not ended and were used since then (administration), oldest first. */
  listOpenSeenSince(since: Date): Promise<Session[]>;
  /** Ends every open session of the user; returns how many ended. */
  endAllForUser(userId: string, at: Date): Promise<number>;
  /** The latest lastSeenAt of each user over all their sessions, ended ones included. */
  lastSeenByUser(): Promise<Map<string, Date>>;
}

/**
 * Login attempts counted per key and fixed window (login-throttle.ts, ADR 0014), shared by every
 * server process: each operation is atomic in the store, not read-then-write in the process.
 */
export const LoginAttemptLedger = Symbol.for('LoginAttemptLedger');
export interface LoginAttemptLedger {
  /**
   * Adds one attempt to every counter, all or nothing: when one of them already holds its limit,
   * none changes. `counts` are then the current counts, otherwise the counts with this attempt, in
   * the order of `counters`. `now` lets the store forget windows that have ended.
   */
  reserve(counters: readonly AttemptCounter[], now: Date): Promise<{ reserved: boolean; counts: number[] }>;
  /** Takes back one reserved attempt from every counter (the password was never checked). */
  release(counters: readonly AttemptCounter[]): Promise<void>;
  /**
   * A success: the pair's counter goes, and what it had counted (this attempt included) is taken
   * from each of `others` too, never below zero.
   */
  forgive(pair: AttemptCounter, others: readonly AttemptCounter[]): Promise<void>;
  /** Takes the next turn of `key` by the rule `nextTurn`, atomically. */
  takeTurn(key: string, now: Date, spacingMs: number, maxWaitMs: number): Promise<Turn>;
}

export const PasswordHasher = Symbol.for('PasswordHasher');
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

/**
 * Makes a session's public id (≥ 128 random bits), the secret carried by its cookie
 * (≥ 256 random bits) and the hash of that secret, which is all the database keeps.
 */
export const SessionTokens = Symbol.for('SessionTokens');
export interface SessionTokens {
  issue(): { sessionId: string; token: string; tokenHash: string };
  hash(token: string): string;
}

/** Release notes arrive in their own issue; until then nothing is unseen. */
export const UnseenReleaseNotes = Symbol.for('UnseenReleaseNotes');
export interface UnseenReleaseNotes {
  hasUnseen(userId: string): Promise<boolean>;
}
