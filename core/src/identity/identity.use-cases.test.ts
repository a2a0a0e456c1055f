import { beforeEach, describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import {
  FakeClock,
  InMemoryLoginAttemptLedger,
  InMemorySessionRepository,
  InMemoryUserRepository,
  SequentialTokens,
  TransparentPasswordHasher,
} from '../testing/in-memory-identity';
import { aUser } from '../testing/identity.mother';
import { AuthenticateSession } from './authenticate-session';
import { ChangeLanguage } from './change-language';
import { CloseSessionPage } from './close-session-page';
import { CreateUser } from './create-user';
import { EnsureDemoUsers } from './ensure-demo-users';
import { LogIn } from './log-in';
import { loginAttemptCounters } from './login-throttle';
import { LogOut } from './log-out';
import { RefreshSession } from './refresh-session';

const PASSWORD = 'correct horse battery';

const setup = () => {
  const users = new InMemoryUserRepository();
  const sessions = new InMemorySessionRepository();
  const attempts = new InMemoryLoginAttemptLedger();
  const hasher = new TransparentPasswordHasher();
  const tokens = new SequentialTokens();
  const clock = new FakeClock();
  const releaseNotes = { unseen: false, hasUnseen: async () => releaseNotes.unseen };
  return {
    users,
    sessions,
    attempts,
    clock,
    releaseNotes,
    logIn: new LogIn(users, sessions, attempts, hasher, tokens, clock),
    authenticate: new AuthenticateSession(users, sessions, tokens, clock),
    logOut: new LogOut(sessions, clock),
    refresh: new RefreshSession(sessions, releaseNotes, clock),
    closePage: new CloseSessionPage(sessions, clock),
    changeLanguage: new ChangeLanguage(users),
    createUser: new CreateUser(users, hasher, tokens, clock),
    demo: new EnsureDemoUsers(users, hasher, new CreateUser(users, hasher, tokens, clock)),
  };
};

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
  return 'no error';
};

describe('identity use cases', () => {
  let ctx: ReturnType<typeof setup>;
  const user = aUser({ email: 'clara@newsdesk.test' });
  const login = (overrides: Partial<Parameters<LogIn['execute']>[0]> = {}) =>
    ctx.logIn.execute({ email: user.email, password: PASSWORD, ip: '192.0.2.1', userAgent: 'jest', ...overrides });

  beforeEach(async () => {
    ctx = setup();
    await ctx.users.add(user);
  });

  test('logs in with the right password, case-insensitively by e-mail, and the token authenticates', async () => {
    const result = await login({ email: '  Clara@Newsdesk.TEST ' });
    expect(result.user.id).toBe(user.id);
    const current = await ctx.authenticate.execute(result.token);
    expect(current.session.id).toBe(result.session.id);
  });

  test('a wrong password and an unknown e-mail give the same error and are counted', async () => {
    expect(await codeOf(login({ password: 'wrong' }))).toBe('auth.invalid_credentials');
    expect(await codeOf(login({ email: 'nobody@newsdesk.test' }))).toBe('auth.invalid_credentials');
    const counted = (email: string) => ctx.attempts.countOf(loginAttemptCounters(email, '192.0.2.1', ctx.clock.now()).account);
    expect([counted(user.email), counted('nobody@newsdesk.test')]).toEqual([1, 1]);
  });

  test('a deactivated user cannot log in', async () => {
    await ctx.users.add(aUser({ email: 'gone@newsdesk.test', active: false }));
    expect(await codeOf(login({ email: 'gone@newsdesk.test' }))).toBe('auth.invalid_credentials');
  });

  // the throttle's own cases: log-in.throttle.test.ts

  test('a new login ends the session the browser still had (new id at login)', async () => {
    const first = await login();
    const second = await login({ previousToken: first.token });
    expect(second.session.id).not.toBe(first.session.id);
    expect(await codeOf(ctx.authenticate.execute(first.token))).toBe('auth.unauthenticated');
  });

  test('logout kills the session server-side', async () => {
    const { token } = await login();
    await ctx.logOut.execute(await ctx.authenticate.execute(token));
    expect(await codeOf(ctx.authenticate.execute(token))).toBe('auth.unauthenticated');
  });

  test('idle and absolute expiry end sessions; use keeps a session alive until 12 h', async () => {
    const { token } = await login();
    for (let i = 0; i < 24; i++) {
      ctx.clock.advance(29 * 60_000); // 24 × 29 min = 11 h 36 min, never idle for 30 min
      expect(await codeOf(ctx.authenticate.execute(token))).toBe('no error');
    }
    ctx.clock.advance(25 * 60_000); // 12 h 01 min after login
    expect(await codeOf(ctx.authenticate.execute(token))).toBe('auth.unauthenticated');

    const idle = await login();
    ctx.clock.advance(30 * 60_000);
    expect(await codeOf(ctx.authenticate.execute(idle.token))).toBe('auth.unauthenticated');
    expect(await codeOf(ctx.authenticate.execute(undefined))).toBe('auth.unauthenticated');
    expect(await codeOf(ctx.authenticate.execute('forged'))).toBe('auth.unauthenticated');
  });

  test('refresh lists the active sessions with open pages and release-note state', async () => {
    const a = await login({ userAgent: 'laptop' });
    const b = await login({ userAgent: 'phone' });
    const current = await ctx.authenticate.execute(a.token);
    await ctx.closePage.execute(await ctx.authenticate.execute(b.token), user.id, b.session.id);
    ctx.releaseNotes.unseen = true;
    const result = await ctx.refresh.execute(current, a.session.id);
    expect(result.activeSessions).toEqual([expect.objectContaining({ id: a.session.id, current: true, userAgent: 'laptop' })]);
    expect(result.hasNotSeenReleaseNotes).toBe(true);

    // the phone reloads: its page is open again, and it stays logged in
    const phone = await ctx.authenticate.execute(b.token);
    const again = await ctx.refresh.execute(phone, b.session.id);
    expect(again.activeSessions.map((s) => s.id).sort()).toEqual([a.session.id, b.session.id].sort());
  });

  test('refresh and the unload beacon only act on the caller’s own session', async () => {
    const a = await login();
    const current = await ctx.authenticate.execute(a.token);
    expect(await codeOf(ctx.refresh.execute(current, 'someone-else'))).toBe('auth.forbidden');
    expect(await codeOf(ctx.closePage.execute(current, 'other-user', a.session.id))).toBe('auth.forbidden');
  });

  test('language is stored on the user', async () => {
    const current = await ctx.authenticate.execute((await login()).token);
    await ctx.changeLanguage.execute(current, 'de');
    expect((await ctx.users.findById(user.id))?.language).toBe('de');
  });

  test('creating users validates e-mail, password and uniqueness', async () => {
    const base = { givenName: 'Noa', familyName: 'Frei', roles: [] as ('admin' | 'staff')[] };
    expect(await codeOf(ctx.createUser.execute({ ...base, email: 'not-an-email', password: PASSWORD }))).toBe('user.invalid_email');
    expect(await codeOf(ctx.createUser.execute({ ...base, email: 'noa@newsdesk.test', password: 'short' }))).toBe('user.weak_password');
    expect(await codeOf(ctx.createUser.execute({ ...base, email: user.email, password: PASSWORD }))).toBe('user.email_taken');
    const created = await ctx.createUser.execute({ ...base, email: 'Noa@Newsdesk.test', password: PASSWORD });
    expect(created).toMatchObject({ email: 'noa@newsdesk.test', roles: ['staff'], isNew: true, language: 'en' });
  });

  test('demo users exist with the demo password, which is re-set when it changes', async () => {
    await ctx.demo.execute('newsdesk-demo');
    await ctx.demo.execute('newsdesk-demo');
    expect(await codeOf(login({ email: 'admin@newsdesk.local', password: 'newsdesk-demo' }))).toBe('no error');
    await ctx.demo.execute('another-demo-pw');
    expect(await codeOf(login({ email: 'editor@newsdesk.local', password: 'another-demo-pw' }))).toBe('no error');
    expect((await ctx.users.findByEmail('admin@newsdesk.local'))?.roles).toContain('admin');
    expect((await ctx.users.findByEmail('editor@newsdesk.local'))?.roles).toEqual(['staff']);
  });
});
