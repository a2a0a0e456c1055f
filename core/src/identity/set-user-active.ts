import type { Clock } from '../shared/clock';
import { cannotDeactivateSelf, userNotFound } from './identity.errors';
import type { SessionRepository, UserRepository } from './identity.ports';
import type { AuthenticatedSession, User } from './identity.types';

/**
 * An admin deactivates a user (they can no longer log in, and every session of theirs ends at
 * once) or reactivates them (they log in again with their old password).
 */
export class SetUserActive {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: AuthenticatedSession, userId: string, active: boolean): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw userNotFound();
    if (!active && user.id === actor.user.id) throw cannotDeactivateSelf();
    if (user.active !== active) await this.users.setActive(user.id, active);
    // also when already inactive: a session that slipped in before the flag was read ends now
    if (!active) await this.sessions.endAllForUser(user.id, this.clock.now());
    return { ...user, active };
  }
}
