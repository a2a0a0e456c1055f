import type { Clock } from '../shared/clock';
import { emailTaken, invalidEmail, nameRequired, weakPassword } from './identity.errors';
import type { IdGenerator } from '../shared/id-generator';
import type { PasswordHasher, UserRepository } from './identity.ports';
import { isValidEmail, normalizeEmail, type User } from './identity.types';
import type { Language, Role } from './user-view';

export const MIN_PASSWORD_LENGTH = 12;

export interface CreateUserCommand {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  roles: Role[];
  language?: Language;
}

export class CreateUser {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateUserCommand): Promise<User> {
    const email = normalizeEmail(command.email);
    if (!isValidEmail(email)) throw invalidEmail();
    if (!command.givenName.trim()) throw nameRequired();
    if (command.password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
    if (await this.users.findByEmail(email)) throw emailTaken();
    const user: User = {
      id: this.ids.newId(),
      email,
      givenName: command.givenName.trim(),
      familyName: command.familyName.trim(),
      roles: command.roles.length ? [...new Set(command.roles)] : ['staff'],
      isNew: true,
      language: command.language ?? 'en',
      colorScheme: 'system',
      passwordHash: await this.hasher.hash(command.password),
      active: true,
      createdAt: this.clock.now(),
    };
    await this.users.add(user);
    return user;
  }
}
