import type { Clock } from '../shared/clock';
import type { SessionRepository, UserRepository } from './identity.ports';
import { toUserView, type AuthenticatedSession, type Session, type User } from './identity.types';
import { DEFAULT_SESSION_POLICY, sessionState, type SessionPolicy } from './session-policy';
import type { UserAccountView, UserSessionView } from './user-account-view';

/** The administration's user list: every user, active or not, with their live sessions and last activity. */
export class ListUserAccounts {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  ) {}

  async execute(actor: AuthenticatedSession): Promise<UserAccountView[]> {
    const now = this.clock.now();
    // sessions unused for longer than the idle limit are dead anyway: no need to read them
    const since = new Date(now.getTime() - this.policy.idleMs);
    const [users, open, lastSeen] = await Promise.all([
      this.users.list(),
      this.sessions.listOpenSeenSince(since),
      this.sessions.lastSeenByUser(),
    ]);
    const alive = new Map<string, Session[]>();
    for (const session of open) {
      if (sessionState(session, now, this.policy) !== 'alive') continue;
      alive.set(session.userId, [...(alive.get(session.userId) ?? []), session]);
    }
    return users.map((user) => toAccountView(user, alive.get(user.id) ?? [], lastSeen.get(user.id) ?? null, actor.session.id));
  }
}

export const toAccountView = (user: User, sessions: Session[], lastSeen: Date | null, currentSessionId: string): UserAccountView => ({
  ...toUserView(user),
  active: user.active,
  createdAt: user.createdAt.toISOString(),
  lastActivityAt: lastSeen?.toISOString() ?? null,
  // a deactivated user has no live session, whatever a stale row says
  sessions: user.active ? sessions.map((s) => toSessionView(s, currentSessionId)) : [],
});

const toSessionView = (session: Session, currentSessionId: string): UserSessionView => ({
  id: session.id,
  createdAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  userAgent: session.userAgent,
  ip: session.ip,
  pageClosed: session.pageClosedAt !== null,
  current: session.id === currentSessionId,
});
