import type { UserRepository } from './identity.ports';
import type { AuthenticatedSession } from './identity.types';
import type { Language } from './user-view';

export class ChangeLanguage {
  constructor(private readonly users: UserRepository) {}

  async execute(current: AuthenticatedSession, language: Language): Promise<void> {
    await this.users.setLanguage(current.user.id, language);
    current.user.language = language;
  }
}
