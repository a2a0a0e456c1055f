import { MIN_PASSWORD_LENGTH } from '@newsdesk/core/identity/create-user';
import type { UserAccountView, UserSessionView } from '@newsdesk/core/identity/user-account-view';
import type { Role } from '@newsdesk/core/identity/user-view';
import { ApiError } from '../api/api-error';
import type { NewUserInput, UserAdminApi } from './user-admin.gateway';

export type UserAdminScenario = 'loaded' | 'long' | 'loading' | 'load-error';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const aSessionView = (id: string, overrides: Partial<UserSessionView> = {}): UserSessionView => ({
  id,
  createdAt: '2026-11-21T07:42:00.000Z',
  lastSeenAt: '2026-11-21T09:12:00.000Z',
  userAgent: FIREFOX,
  ip: '203.0.113.24',
  pageClosed: false,
  current: false,
  ...overrides,
});

const anAccount = (id: string, givenName: string, familyName: string, overrides: Partial<UserAccountView> = {}): UserAccountView => ({
  id,
  email: `${givenName}.${familyName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@newsdesk.test',
  name: { givenName, familyName },
  roles: ['staff'],
  isNew: false,
  language: 'en',
  colorScheme: 'system',
  active: true,
  createdAt: '2026-03-02T08:00:00.000Z',
  lastActivityAt: '2026-11-21T09:12:00.000Z',
  sessions: [],
  ...overrides,
});

// JSON, not structuredClone: the jsdom test environment lacks it
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const ADMIN_ID = 'u-admin';

export const someUserAccounts = (): UserAccountView[] => [
  anAccount(ADMIN_ID, 'Alex', 'Admin', {
    roles: ['admin', 'staff'],
    sessions: [aSessionView('s-admin', { current: true, userAgent: CHROME })],
  }),
  anAccount('u-clara', 'Clara', 'Keller', {
    language: 'de',
    sessions: [
      aSessionView('s-clara-laptop'),
      aSessionView('s-clara-phone', { userAgent: IPHONE, ip: '198.51.100.7', pageClosed: true, createdAt: '2026-11-21T08:55:00.000Z' }),
    ],
  }),
  anAccount('u-jean', 'Jean', 'Rochat', { language: 'fr', lastActivityAt: '2026-11-18T16:03:00.000Z' }),
  anAccount('u-nora', 'Nora', 'Neu', { isNew: true, lastActivityAt: null, createdAt: '2026-11-20T10:00:00.000Z' }),
  anAccount('u-gone', 'Peter', 'Zuber', { active: false, lastActivityAt: '2026-06-30T17:45:00.000Z' }),
];

const longUserAccounts = (): UserAccountView[] => [
  ...someUserAccounts(),
  anAccount('u-long', 'Maria-Magdalena Josefine', 'von Wattenwyl-de Portes', {
    email: 'maria-magdalena.von-wattenwyl-de-portes@redaktion-bundeshaus.newsdesk.test',
    sessions: [aSessionView('s-long', { userAgent: 'NewsroomKiosk/2.3 (embedded; custom build 2026-10-02)' })],
  }),
  ...Array.from({ length: 12 }, (_, i) => anAccount(`u-extra-${i}`, ['Lea', 'Marco', 'Sofia', 'Luca'][i % 4]!, `Muster ${i + 1}`)),
];

/** An in-memory server for stories and tests; it keeps the server's rules (self-protection, unique e-mail, sessions). */
export class FakeUserAdminApi implements UserAdminApi {
  users: UserAccountView[];
  slackConfigured: boolean;
  private n = 0;

  constructor(
    private readonly scenario: UserAdminScenario = 'loaded',
    options: { slackConfigured?: boolean } = {},
  ) {
    this.users = scenario === 'long' ? longUserAccounts() : someUserAccounts();
    this.slackConfigured = options.slackConfigured ?? false;
  }

  listUsers() {
    if (this.scenario === 'loading') return new Promise<UserAccountView[]>(() => undefined);
    if (this.scenario === 'load-error')
      return Promise.reject(new ApiError({ status: 0, code: 'network.failed', message: 'The server cannot be reached.' }));
    return Promise.resolve(clone(this.users));
  }

  async createUser(input: NewUserInput) {
    const email = input.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new ApiError({ status: 400, code: 'user.invalid_email', message: 'This e-mail address is not valid.' });
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      throw new ApiError({
        status: 400,
        code: 'user.weak_password',
        message: 'The password is too short.',
        details: { minLength: MIN_PASSWORD_LENGTH },
      });
    }
    if (this.users.some((u) => u.email === email))
      throw new ApiError({ status: 409, code: 'user.email_taken', message: 'A user with this e-mail address already exists.' });
    const user = anAccount(`u-new-${++this.n}`, input.givenName, input.familyName, {
      email,
      roles: input.roles,
      language: input.language,
      isNew: true,
      lastActivityAt: null,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    this.users.push(user);
    return clone(user);
  }

  async setRoles(userId: string, roles: Role[]) {
    const user = this.find(userId);
    if (userId === ADMIN_ID && !roles.includes('admin')) {
      throw new ApiError({ status: 409, code: 'user.cannot_remove_own_admin', message: 'You cannot remove your own admin role.' });
    }
    user.roles = [...new Set(roles)].sort();
    return clone(user);
  }

  async setActive(userId: string, active: boolean) {
    const user = this.find(userId);
    if (userId === ADMIN_ID && !active)
      throw new ApiError({ status: 409, code: 'user.cannot_deactivate_self', message: 'You cannot deactivate your own account.' });
    user.active = active;
    if (!active) user.sessions = [];
    return clone(user);
  }

  async endSession(userId: string, sessionId: string) {
    const user = this.find(userId);
    if (!user.sessions.some((s) => s.id === sessionId))
      throw new ApiError({ status: 404, code: 'session.not_found', message: 'This session does not exist.' });
    user.sessions = user.sessions.filter((s) => s.id !== sessionId);
  }

  async slackStatus() {
    return { configured: this.slackConfigured };
  }

  private find(userId: string): UserAccountView {
    const user = this.users.find((u) => u.id === userId);
    if (!user) throw new ApiError({ status: 404, code: 'user.not_found', message: 'This user does not exist.' });
    return user;
  }
}
