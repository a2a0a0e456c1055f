import type { Role } from '@newsdesk/core/identity/user-view';
import type {
  NewUserRequest,
  UserAccountAnswer,
  UserAccountList,
  UserAccountView,
  UserActiveRequest,
  UserRolesRequest,
} from '@newsdesk/core/identity/user-admin.wire';
import type { ApiClient } from '../api/api-client';

/**
 * The Users tab's form: core's NewUserRequest (ADR 0031) with every field filled in; the route
 * schema is checked against the same type, so a field changed on one side breaks the build of the other.
 */
export type NewUserInput = Required<NewUserRequest>;

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
    return (await this.api.get<UserAccountList>('/api/administration/users')).users;
  }

  async createUser(input: NewUserInput) {
    return (await this.api.post<UserAccountAnswer>('/api/users', input satisfies NewUserRequest)).user;
  }

  async setRoles(userId: string, roles: Role[]) {
    return (await this.api.put<UserAccountAnswer>(`/api/users/${segment(userId)}/roles`, { roles } satisfies UserRolesRequest)).user;
  }

  async setActive(userId: string, active: boolean) {
    return (await this.api.put<UserAccountAnswer>(`/api/users/${segment(userId)}/active`, { active } satisfies UserActiveRequest)).user;
  }

  async endSession(userId: string, sessionId: string) {
    await this.api.post<void>(`/api/users/${segment(userId)}/${segment(sessionId)}/remove`);
  }

  slackStatus() {
    return this.api.get<{ configured: boolean }>('/api/slack/status');
  }
}
