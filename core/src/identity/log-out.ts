import type { Clock } from '../shared/clock';
import type { SessionRepository } from './identity.ports';
import type { AuthenticatedSession } from './identity.types';

export class LogOut {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(current: AuthenticatedSession): Promise<void> {
    await this.sessions.end(current.session.id, this.clock.now());
  }
}
