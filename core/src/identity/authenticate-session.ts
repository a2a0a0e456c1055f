import type { Clock } from '../shared/clock';
import { unauthenticated } from './identity.errors';
import type { SessionRepository, SessionTokens, UserRepository } from './identity.ports';
import type { AuthenticatedSession } from './identity.types';
import { DEFAULT_SESSION_POLICY, needsTouch, sessionState, type SessionPolicy } from './session-policy';

/** Turns the cookie token into the live session and its user, or refuses with 401. */
export class AuthenticateSession {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  ) {}

  async execute(token: string | undefined): Promise<AuthenticatedSession> {
    if (!token) throw unauthenticated();
    const session = await this.sessions.findByTokenHash(this.tokens.hash(token));
    if (!session) throw unauthenticated();
    const now = this.clock.now();
    const state = sessionState(session, now, this.policy);
    if (state !== 'alive') {
      if (!session.endedAt) await this.sessions.end(session.id, now);
      throw unauthenticated();
    }
    const user = await this.users.findById(session.userId);
    if (!user?.active) {
      await this.sessions.end(session.id, now);
      throw unauthenticated();
    }
    if (needsTouch(session, now)) {
      await this.sessions.touch(session.id, now);
      session.lastSeenAt = now;
    }
    return { user, session };
  }
}
