import type { Session } from './identity.types';

export interface SessionPolicy {
  /** A session unused for this long is dead (default 30 min). */
  idleMs: number;
  /** A session older than this is dead whatever its use (default 12 h). */
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };

/** lastSeenAt is written at most this often, so every request is not a database write. */
export const TOUCH_INTERVAL_MS = 60_000;

export type SessionState = 'alive' | 'ended' | 'idle_expired' | 'absolute_expired';

export const sessionState = (session: Session, now: Date, policy: SessionPolicy): SessionState => {
  if (session.endedAt) return 'ended';
  if (now.getTime() - session.createdAt.getTime() >= policy.absoluteMs) return 'absolute_expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= policy.idleMs) return 'idle_expired';
  return 'alive';
};

export const needsTouch = (session: Session, now: Date): boolean => now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;

/** The moment the session dies if it is not used again: the earlier of idle and absolute expiry. */
export const sessionExpiresAt = (session: Session, policy: SessionPolicy): Date =>
  new Date(Math.min(session.lastSeenAt.getTime() + policy.idleMs, session.createdAt.getTime() + policy.absoluteMs));
