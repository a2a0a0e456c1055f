import type { SessionRepository, SessionTokens } from '@newsdesk/core/identity/identity.ports';
import { sessionState, type SessionPolicy } from '@newsdesk/core/identity/session-policy';
import type { Clock } from '@newsdesk/core/shared/clock';

/**
 * Whether the session behind a cookie token is still alive, read-only: unlike AuthenticateSession
 * it never touches lastSeenAt, because a socket left open in a tab is not the user being active.
 */
export const sessionLiveness =
  (sessions: Pick<SessionRepository, 'findByTokenHash'>, tokens: Pick<SessionTokens, 'hash'>, clock: Clock, policy: SessionPolicy) =>
  async (token: string): Promise<boolean> => {
    const session = await sessions.findByTokenHash(tokens.hash(token));
    return session !== null && sessionState(session, clock.now(), policy) === 'alive';
  };
