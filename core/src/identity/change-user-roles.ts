import { cannotRemoveOwnAdmin, rolesRequired, userNotFound } from './identity.errors';
import type { UserRepository } from './identity.ports';
import type { AuthenticatedSession, User } from './identity.types';
import { normalizeRoles } from './user-account-view';
import type { Role } from './user-view';

/** An admin sets the roles of a user. Admins keep their own admin role, so the administration is never left without its admin. */
export class ChangeUserRoles {
  constructor(private readonly users: UserRepository) {}

  async execute(actor: AuthenticatedSession, userId: string, roles: readonly Role[]): Promise<User> {
    const next = normalizeRoles(roles);
    if (next.length === 0) throw rolesRequired();
    const user = await this.users.findById(userId);
    if (!user) throw userNotFound();
    if (user.id === actor.user.id && user.roles.includes('admin') && !next.includes('admin')) throw cannotRemoveOwnAdmin();
    await this.users.setRoles(user.id, next);
    return { ...user, roles: next };
  }
}
