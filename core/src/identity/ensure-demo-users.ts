import type { PasswordHasher, UserRepository } from './identity.ports';
import type { CreateUser } from './create-user';
import type { Role } from './user-view';

export const DEMO_USERS: ReadonlyArray<{ email: string; givenName: string; familyName: string; roles: Role[] }> = [
  { email: 'admin@newsdesk.local', givenName: 'Ada', familyName: 'Admin', roles: ['admin', 'staff'] },
  { email: 'editor@newsdesk.local', givenName: 'Eddie', familyName: 'Editor', roles: ['staff'] },
];

/**
 * Demo mode only: the two demo accounts exist and accept the configured demo password
 * (re-set on every start, so the printed password is always the right one).
 */
export class EnsureDemoUsers {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly createUser: CreateUser,
  ) {}

  async execute(password: string): Promise<void> {
    for (const demo of DEMO_USERS) {
      const existing = await this.users.findByEmail(demo.email);
      if (existing) {
        if (!(await this.hasher.verify(password, existing.passwordHash))) {
          await this.users.setPassword(existing.id, await this.hasher.hash(password));
        }
        await this.users.setRoles(existing.id, demo.roles);
      } else {
        await this.createUser.execute({ ...demo, password });
      }
    }
  }
}
