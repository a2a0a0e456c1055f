import type { UserRepository } from './identity.ports';
import type { AuthenticatedSession } from './identity.types';
import type { ColorScheme } from './user-view';

/**
 * Appearance (System / Light / Dark in the user menu) belongs to the user, like the language, so
 * it follows them to every device; the browser's copy is only a first-paint cache (ADR 0019).
 */
export class ChangeColorScheme {
  constructor(private readonly users: UserRepository) {}

  async execute(current: AuthenticatedSession, colorScheme: ColorScheme): Promise<void> {
    if (current.user.colorScheme === colorScheme) return;
    await this.users.setColorScheme(current.user.id, colorScheme);
    current.user.colorScheme = colorScheme;
  }
}
