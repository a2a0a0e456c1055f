import type { Clock } from '../shared/clock';
import { sessionNotFound } from './identity.errors';
import type { SessionRepository } from './identity.ports';

/**
 * An admin ends one session of a user (POST /api/users/{userId}/{sessionId}/remove): the
 * session's cookie stops working at once and its live sockets close.
 */
export class EndUserSession {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, sessionId: string): Promise<void> {
    const session = await this.sessions.findById(sessionId);
    // a session of someone else under this user's path is "not found", not a way to end it
    if (!session || session.userId !== userId || session.endedAt) throw sessionNotFound();
    await this.sessions.end(session.id, this.clock.now());
  }
}
