import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { SessionInfo, SessionRefresh } from '@newsdesk/core/identity/user-view';
import { ApiError } from '@newsdesk/web-widgets/api';
import { SessionStore } from './session.store';

const info = (overrides: Partial<SessionInfo['user']> = {}): SessionInfo => ({
  user: {
    id: 'u1',
    email: 'lea@newsdesk.test',
    name: { givenName: 'Lea', familyName: 'Roth' },
    roles: ['staff'],
    isNew: false,
    language: 'de',
    colorScheme: 'system',
    ...overrides,
  },
  sessionId: 'a'.repeat(32),
  environment: 'production',
});

/** A gateway that behaves like the server, without a network. */
class FakeSessionGateway {
  session: SessionInfo | null = info();
  failLanguage = false;
  failLogout: ApiError | null = null;
  beacons: string[] = [];
  async me() {
    if (!this.session) throw new ApiError({ status: 401, code: 'auth.unauthenticated', message: 'no session' });
    return this.session;
  }
  async refresh(sessionId: string): Promise<SessionRefresh> {
    const me = await this.me();
    return {
      ...me,
      activeSessions: [{ id: sessionId, createdAt: '', lastSeenAt: '', userAgent: null, current: true }],
      hasNotSeenReleaseNotes: true,
    };
  }
  async logout() {
    if (this.failLogout) throw this.failLogout;
    this.session = null;
  }
  async changeLanguage(language: 'en' | 'de' | 'fr') {
    if (this.failLanguage) throw new ApiError({ status: 500, code: 'server.internal', message: 'down' });
    this.session = { ...this.session!, user: { ...this.session!.user, language } };
    return this.session;
  }
  sendUnloadBeacon(userId: string, sessionId: string) {
    this.beacons.push(`${userId}/${sessionId}`);
  }
}

describe('session store', () => {
  let gateway: FakeSessionGateway;
  let i18n: { language: string; changeLanguage: (lng: string) => Promise<never> };
  let toasts: { show: jest.Mock };
  let store: SessionStore;

  beforeEach(() => {
    gateway = new FakeSessionGateway();
    i18n = { language: 'en', changeLanguage: async (lng: string) => ((i18n.language = lng), undefined as never) };
    toasts = { show: jest.fn() };
    store = new SessionStore(gateway, i18n as never, toasts as never);
  });

  test('restores a live session, speaks the user’s language and learns the active sessions', async () => {
    await store.restore();
    expect(store.status).toBe('authenticated');
    expect(store.user?.name.givenName).toBe('Lea');
    expect(i18n.language).toBe('de');
    expect(store.activeSessions).toHaveLength(1);
    expect(store.hasNotSeenReleaseNotes).toBe(true);
  });

  test('the appearance stored on the user is applied once they are known, on page load and at login', async () => {
    const adopted: string[] = [];
    const withAppearance = new SessionStore(gateway, i18n as never, toasts as never, { adopt: (choice) => adopted.push(choice) });
    gateway.session = info({ colorScheme: 'dark' });
    await withAppearance.restore();
    await withAppearance.signedIn(info({ colorScheme: 'light' }));
    expect(adopted).toEqual(['dark', 'light']);
  });

  test('the user is known before the refresh answers; the refresh then brings the active sessions', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const refresh = gateway.refresh.bind(gateway);
    gateway.refresh = async (sessionId: string) => {
      await held;
      return refresh(sessionId);
    };
    const restoring = store.restore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.status).toBe('authenticated');
    expect(store.activeSessions).toHaveLength(0);
    answer();
    await restoring;
    expect(store.activeSessions).toHaveLength(1);
    expect(store.hasNotSeenReleaseNotes).toBe(true);
  });

  test('a refresh that finds the session ended leaves the page anonymous; any other failure keeps the user', async () => {
    gateway.refresh = async () => {
      throw new ApiError({ status: 401, code: 'auth.unauthenticated', message: 'ended' });
    };
    await store.restore();
    expect(store.status).toBe('anonymous');
    gateway.refresh = async () => {
      throw new ApiError({ status: 500, code: 'server.internal', message: 'down' });
    };
    await store.restore();
    expect(store.status).toBe('authenticated');
  });

  test('without a session it is anonymous', async () => {
    gateway.session = null;
    await store.restore();
    expect(store.status).toBe('anonymous');
  });

  test('a user named Unknown is logged out at once', async () => {
    gateway.session = info({ name: { givenName: 'Unknown', familyName: '' } });
    await store.restore();
    expect(store.status).toBe('anonymous');
    expect(gateway.session).toBeNull();
  });

  test('a failed language change reverts the interface and says "Error changing language"', async () => {
    await store.restore();
    gateway.failLanguage = true;
    await store.changeLanguage('fr');
    expect(i18n.language).toBe('de');
    expect(store.language).toBe('de');
    expect(toasts.show).toHaveBeenCalledWith({ kind: 'error', messageKey: 'errors:user.language_change_failed' });
    gateway.failLanguage = false;
    await store.changeLanguage('fr');
    expect(store.language).toBe('fr');
    expect(i18n.language).toBe('fr');
  });

  test('a failing logout says "Error logging out user." and still leaves the session', async () => {
    await store.restore();
    gateway.failLogout = new ApiError({ status: 500, code: 'server.internal', message: 'down' });
    await store.logout();
    expect(toasts.show).toHaveBeenCalledWith({ kind: 'error', messageKey: 'errors:auth.logout_failed' });
    expect(store.status).toBe('anonymous');
  });

  test('the unload beacon names the user and session, and only when logged in', async () => {
    store.sendUnloadBeacon();
    expect(gateway.beacons).toEqual([]);
    await store.restore();
    store.sendUnloadBeacon();
    expect(gateway.beacons).toEqual([`u1/${'a'.repeat(32)}`]);
  });
});
