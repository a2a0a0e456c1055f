import { beforeEach, describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import {
  FakeClock,
  InMemorySessionRepository,
  InMemoryUserRepository,
  SequentialTokens,
  TransparentPasswordHasher,
  InMemoryLoginAttemptLedger,
} from '../testing/in-memory-identity';
import { aUser } from '../testing/identity.mother';
import { AuthenticateSession } from './authenticate-session';
import { ChangeUserRoles } from './change-user-roles';
import { CreateUser } from './create-user';
import { EndUserSession } from './end-user-session';
import { ListUserAccounts } from './list-user-accounts';
import { LogIn } from './log-in';
import { SetUserActive } from './set-user-active';

const PASSWORD = 'correct horse battery';

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof DomainError ? `${error.kind}:${error.code}` : String(error);
  }
  return 'no error';
};

describe('user administration', () => {
  const users = new InMemoryUserRepository();
  const sessions = new InMemorySessionRepository();
  const tokens = new SequentialTokens();
  const clock = new FakeClock();
  const hasher = new TransparentPasswordHasher();
  const logIn = new LogIn(users, sessions, new InMemoryLoginAttemptLedger(), hasher, tokens, clock);
  const authenticate = new AuthenticateSession(users, sessions, tokens, clock);
  const list = new ListUserAccounts(users, sessions, clock);
  const changeRoles = new ChangeUserRoles(users);
  const setActive = new SetUserActive(users, sessions, clock);
  const endSession = new EndUserSession(sessions, clock);
  const createUser = new CreateUser(users, hasher, tokens, clock);

  const admin = aUser({ email: 'admin@newsdesk.test', givenName: 'Alex', familyName: 'Admin', roles: ['admin', 'staff'] });
  const clara = aUser({ email: 'clara@newsdesk.test', givenName: 'Clara', familyName: 'Keller' });
  const login = (email: string, userAgent = 'jest') => logIn.execute({ email, password: PASSWORD, ip: '192.0.2.1', userAgent });
  let actor: Awaited<ReturnType<AuthenticateSession['execute']>>;

  beforeEach(async () => {
    users.users.clear();
    sessions.sessions.clear();
    await users.add(admin);
    await users.add(clara);
    actor = await authenticate.execute((await login(admin.email)).token);
  });

  test('lists every user, inactive ones too, with live sessions and the last activity', async () => {
    const laptop = await login(clara.email, 'laptop');
    clock.advance(5 * 60_000);
    const phone = await login(clara.email, 'phone');
    const gone = aUser({ email: 'gone@newsdesk.test', familyName: 'Zuber', active: false });
    await users.add(gone);
    const accounts = await list.execute(actor);
    expect(accounts.map((a) => [a.email, a.active])).toEqual([
      ['admin@newsdesk.test', true],
      ['clara@newsdesk.test', true],
      ['gone@newsdesk.test', false],
    ]);
    const claraView = accounts[1]!;
    expect(claraView.sessions.map((s) => [s.id, s.userAgent, s.current])).toEqual([
      [laptop.session.id, 'laptop', false],
      [phone.session.id, 'phone', false],
    ]);
    expect(claraView.lastActivityAt).toBe(phone.session.lastSeenAt.toISOString());
    expect(accounts[0]!.sessions).toEqual([expect.objectContaining({ id: actor.session.id, current: true })]);
    expect(accounts[2]).toMatchObject({ lastActivityAt: null, sessions: [] });
    expect(claraView).not.toHaveProperty('passwordHash');
  });

  test('idle-expired sessions are not listed, but still count as last activity', async () => {
    const old = await login(clara.email);
    clock.advance(31 * 60_000);
    const accounts = await list.execute(await authenticate.execute((await login(admin.email)).token));
    const claraView = accounts.find((a) => a.id === clara.id)!;
    expect(claraView.sessions).toEqual([]);
    expect(claraView.lastActivityAt).toBe(old.session.lastSeenAt.toISOString());
  });

  test('roles change; an empty list is refused; unknown users are not found', async () => {
    expect((await changeRoles.execute(actor, clara.id, ['staff', 'admin', 'admin'])).roles).toEqual(['admin', 'staff']);
    expect((await users.findById(clara.id))?.roles).toEqual(['admin', 'staff']);
    await changeRoles.execute(actor, clara.id, ['staff']);
    expect((await users.findById(clara.id))?.roles).toEqual(['staff']);
    expect(await codeOf(changeRoles.execute(actor, clara.id, []))).toBe('invalid:user.roles_required');
    expect(await codeOf(changeRoles.execute(actor, 'nobody', ['staff']))).toBe('not_found:user.not_found');
  });

  test('an admin cannot remove their own admin role (conflict, not forbidden), but may change other roles of their own', async () => {
    expect(await codeOf(changeRoles.execute(actor, admin.id, ['staff']))).toBe('conflict:user.cannot_remove_own_admin');
    expect((await users.findById(admin.id))?.roles).toEqual(['admin', 'staff']);
    expect((await changeRoles.execute(actor, admin.id, ['admin'])).roles).toEqual(['admin']);
  });

  test('deactivating ends every session and stops log-in; reactivating lets the old password in again', async () => {
    const first = await login(clara.email);
    const second = await login(clara.email);
    await setActive.execute(actor, clara.id, false);
    expect(await codeOf(authenticate.execute(first.token))).toBe('unauthorized:auth.unauthenticated');
    expect(await codeOf(authenticate.execute(second.token))).toBe('unauthorized:auth.unauthenticated');
    expect([...sessions.sessions.values()].filter((s) => s.userId === clara.id).every((s) => s.endedAt)).toBe(true);
    expect(await codeOf(login(clara.email))).toBe('unauthorized:auth.invalid_credentials');

    await setActive.execute(actor, clara.id, true);
    expect(await codeOf(login(clara.email))).toBe('no error');
  });

  test('an admin cannot deactivate themself; unknown users are not found', async () => {
    expect(await codeOf(setActive.execute(actor, admin.id, false))).toBe('conflict:user.cannot_deactivate_self');
    expect(await codeOf(authenticate.execute((await login(admin.email)).token))).toBe('no error');
    expect(await codeOf(setActive.execute(actor, 'nobody', false))).toBe('not_found:user.not_found');
  });

  test('ending a session ends only that one, and only under its own user', async () => {
    const laptop = await login(clara.email);
    const phone = await login(clara.email);
    expect(await codeOf(endSession.execute(admin.id, laptop.session.id))).toBe('not_found:session.not_found');
    expect(await codeOf(endSession.execute(clara.id, 'no-such-session'))).toBe('not_found:session.not_found');
    await endSession.execute(clara.id, laptop.session.id);
    expect(await codeOf(authenticate.execute(laptop.token))).toBe('unauthorized:auth.unauthenticated');
    expect(await codeOf(authenticate.execute(phone.token))).toBe('no error');
    expect(await codeOf(endSession.execute(clara.id, laptop.session.id))).toBe('not_found:session.not_found');
  });

  test('a created user needs a given name', async () => {
    const command = { email: 'noa@newsdesk.test', password: PASSWORD, givenName: '  ', familyName: 'Frei', roles: ['staff' as const] };
    expect(await codeOf(createUser.execute(command))).toBe('invalid:user.name_required');
    expect(await codeOf(createUser.execute({ ...command, givenName: 'Noa' }))).toBe('no error');
  });
});
