import type { Clock } from '../shared/clock';
import { forbidden } from './identity.errors';
import type { SessionRepository } from './identity.ports';
import type { AuthenticatedSession } from './identity.types';

/**
 * The page-unload beacon: the session's page was closed, so it no longer counts as an
 * active session. The login itself stays valid (a reload must not log the user out);
 * idle expiry ends it if the user does not come back.
 */
export class CloseSessionPage {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(current: AuthenticatedSession, userId: string, sessionId: string): Promise<void> {
    if (current.user.id !== userId || current.session.id !== sessionId) throw forbidden();
    await this.sessions.setPageClosed(sessionId, this.clock.now());
  }
}
