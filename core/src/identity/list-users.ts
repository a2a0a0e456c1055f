import type { UserRepository } from './identity.ports';
import { toUserView } from './identity.types';
import type { UserView } from './user-view';

export class ListUsers {
  constructor(private readonly users: UserRepository) {}

  async execute(): Promise<UserView[]> {
    return (await this.users.list()).filter((u) => u.active).map(toUserView);
  }
}
