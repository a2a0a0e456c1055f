import type { UserAccountView } from '@newsdesk/core/identity/user-account-view';
import type { Language, Role } from '@newsdesk/core/identity/user-view';
import type { ApiClient } from '../api/api-client';

export interface NewUserInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  roles: Role[];
  language: Language;
}

/** The calls of the Users tab; the store depends on this, stories and tests fake it. */
export interface UserAdminApi {
  listUsers(): Promise<UserAccountView[]>;
  createUser(input: NewUserInput): Promise<UserAccountView>;
  setRoles(userId: string, roles: Role[]): Promise<UserAccountView>;
  setActive(userId: string, active: boolean): Promise<UserAccountView>;
  endSession(userId: string, sessionId: string): Promise<void>;
  slackStatus(): Promise<{ configured: boolean }>;
}

const segment = encodeURIComponent;

export class UserAdminGateway implements UserAdminApi {
  constructor(private readonly api: ApiClient) {}

  async listUsers() {
    return (await this.api.get<{ users: UserAccountView[] }>('/api/administration/users')).users;
  }

  async createUser(input: NewUserInput) {
    return (await this.api.post<{ user: UserAccountView }>('/api/users', input)).user;
  }

  async setRoles(userId: string, roles: Role[]) {
    return (await this.api.put<{ user: UserAccountView }>(`/api/users/${segment(userId)}/roles`, { roles })).user;
  }

  async setActive(userId: string, active: boolean) {
    return (await this.api.put<{ user: UserAccountView }>(`/api/users/${segment(userId)}/active`, { active })).user;
  }

  async endSession(userId: string, sessionId: string) {
    await this.api.post<void>(`/api/users/${segment(userId)}/${segment(sessionId)}/remove`);
  }

  slackStatus() {
    return this.api.get<{ configured: boolean }>('/api/slack/status');
  }
}
