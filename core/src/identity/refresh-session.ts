import type { Clock } from '../shared/clock';
import type { ActiveSessionView } from './user-view';
import { forbidden } from './identity.errors';
import type { SessionRepository, UnseenReleaseNotes } from './identity.ports';
import type { AuthenticatedSession, Session } from './identity.types';
import { DEFAULT_SESSION_POLICY, sessionState, type SessionPolicy } from './session-policy';

export interface SessionRefreshResult {
  current: AuthenticatedSession;
  activeSessions: ActiveSessionView[];
  hasNotSeenReleaseNotes: boolean;
}

/**
 * Called by every page load with its session id: the page is open again (after an unload
 * beacon), and the user learns which of their sessions are active.
 */
export class RefreshSession {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly releaseNotes: UnseenReleaseNotes,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  ) {}

  async execute(current: AuthenticatedSession, sessionId: string): Promise<SessionRefreshResult> {
    if (current.session.id !== sessionId) throw forbidden();
    const now = this.clock.now();
    if (current.session.pageClosedAt) {
      await this.sessions.setPageClosed(current.session.id, null);
      current.session.pageClosedAt = null;
    }
    const open = await this.sessions.listOpenForUser(current.user.id);
    const activeSessions = open
      .filter((s) => sessionState(s, now, this.policy) === 'alive' && !s.pageClosedAt)
      .map((s) => toActiveSessionView(s, current.session.id));
    return {
      current,
      activeSessions,
      hasNotSeenReleaseNotes: await this.releaseNotes.hasUnseen(current.user.id),
    };
  }
}

const toActiveSessionView = (session: Session, currentId: string): ActiveSessionView => ({
  id: session.id,
  createdAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  userAgent: session.userAgent,
  current: session.id === currentId,
});
