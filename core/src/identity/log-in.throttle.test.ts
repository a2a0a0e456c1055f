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
import { LogIn, type LogInCommand } from './log-in';
import { loginAttemptCounters } from './login-throttle';
import { PasswordCheckGate } from './password-check-gate';

const PASSWORD = 'correct horse battery';
const HERE = '192.0.2.1';
const ELSEWHERE = '198.51.100.7';

/** The real rule of the in-memory hasher, counting every check: the number the throttle bounds. */
class CountingHasher extends TransparentPasswordHasher {
  checks = 0;
  override async verify(password: string, hash: string) {
    this.checks += 1;
    return super.verify(password, hash);
  }
}

/** `clockStandsStill`: sleeping does not move the clock, as for attempts that all arrive at one moment. */
const setup = ({ gate = new PasswordCheckGate(), clockStandsStill = false } = {}) => {
  const users = new InMemoryUserRepository();
  const attempts = new InMemoryLoginAttemptLedger();
  const hasher = new CountingHasher();
  // 10:07:30, half-way through the 10:00–10:15 window
  const clock = new FakeClock(new Date('2026-11-21T10:07:30Z'));
  const slept: number[] = [];
  const sleep = async (ms: number) => {
    slept.push(ms);
    if (!clockStandsStill) clock.advance(ms);
  };
  const logIn = new LogIn(users, new InMemorySessionRepository(), attempts, hasher, new SequentialTokens(), clock, { gate, sleep });
  return { users, attempts, hasher, clock, slept, logIn };
};

const outcome = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'logged in';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const wait = error.details?.['retryAfterSeconds'];
    return wait === undefined ? error.code : `${error.code} ${wait}s`;
  }
};

describe('login throttle in the log-in use case', () => {
  let ctx: ReturnType<typeof setup>;
  const clara = aUser({ email: 'clara@newsdesk.test' });
  const ben = aUser({ email: 'ben@newsdesk.test' });
  const login = (overrides: Partial<LogInCommand> = {}) =>
    ctx.logIn.execute({ email: clara.email, password: PASSWORD, ip: HERE, userAgent: 'jest', ...overrides });
  const wrong = (overrides: Partial<LogInCommand> = {}) => outcome(login({ password: 'wrong', ...overrides }));

  beforeEach(async () => {
    ctx = setup();
    await ctx.users.add(clara);
    await ctx.users.add(ben);
  });

  test('five failures from one address lock that address out of the account until the window ends; other addresses still get in', async () => {
    for (let i = 0; i < 5; i++) expect(await wrong()).toBe('auth.invalid_credentials');
    // 7.5 minutes until 10:15, right password included
    expect(await outcome(login())).toBe('auth.too_many_attempts 450s');
    expect(await outcome(login({ ip: ELSEWHERE }))).toBe('logged in');
    ctx.clock.advance(7.5 * 60_000);
    expect(await outcome(login())).toBe('logged in');
  });

  test('ten failures from anywhere lock the account, the right password included', async () => {
    for (let i = 0; i < 10; i++) expect(await wrong({ ip: `203.0.113.${i}` })).toBe('auth.invalid_credentials');
    expect(await outcome(login({ ip: '203.0.113.200' }))).toBe('auth.too_many_attempts 450s');
    expect(await outcome(login({ email: ben.email }))).toBe('logged in');
  });

  test('refused attempts are not checked and not counted', async () => {
    for (let i = 0; i < 5; i++) await wrong();
    for (let i = 0; i < 20; i++) expect(await wrong()).toBe('auth.too_many_attempts 450s');
    expect(ctx.hasher.checks).toBe(5);
    // the 20 refusals did not count against the account: five more addresses may still try once each
    for (let i = 0; i < 5; i++) expect(await wrong({ ip: `203.0.113.${i}` })).toBe('auth.invalid_credentials');
    expect(await wrong({ ip: '203.0.113.99' })).toBe('auth.too_many_attempts 450s');
  });

  test('forty parallel wrong passwords: five checks, 35 refusals with Retry-After', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => wrong()));
    expect(ctx.hasher.checks).toBe(5);
    expect(results.filter((r) => r === 'auth.invalid_credentials')).toHaveLength(5);
    expect(results.filter((r) => r === 'auth.too_many_attempts 450s')).toHaveLength(35);
  });

  test('a success does not count, and forgives what this address had counted on the account', async () => {
    for (let i = 0; i < 3; i++) await wrong({ ip: ELSEWHERE });
    for (let i = 0; i < 4; i++) await wrong();
    expect(await outcome(login())).toBe('logged in');
    // the account now holds only the 3 from elsewhere: this address has 5 tries again, the account 7
    for (let i = 0; i < 5; i++) expect(await wrong()).toBe('auth.invalid_credentials');
    expect(await outcome(login())).toBe('auth.too_many_attempts 450s');
    for (let i = 0; i < 2; i++) expect(await wrong({ ip: `203.0.113.${i}` })).toBe('auth.invalid_credentials');
    expect(await outcome(login({ ip: '203.0.113.50' }))).toBe('auth.too_many_attempts 450s');
  });

  test('many logins in a row by one user are never throttled', async () => {
    for (let i = 0; i < 60; i++) expect(await outcome(login())).toBe('logged in');
    expect(ctx.slept).toEqual([]);
  });

  test('an address is slowed down beyond 25 failures, never locked out: the right password for a clean account gets in after its turn', async () => {
    for (let i = 0; i < 25; i++) expect(await wrong({ email: `guess${i}@newsdesk.test` })).toBe('auth.invalid_credentials');
    expect(ctx.slept).toEqual([]);
    for (let i = 25; i < 30; i++) expect(await wrong({ email: `guess${i}@newsdesk.test` })).toBe('auth.invalid_credentials');
    // attempts 26…30 take turns 0.5, 1, 1.5, 2 s apart (the first turn is free)
    expect(ctx.slept).toEqual([500, 1_000, 1_500, 2_000]);
    expect(await outcome(login({ email: ben.email }))).toBe('logged in');
    expect(ctx.slept.at(-1)).toBe(2_500);
    // 100 more failures: the spacing stays at 3 s, and Ben still gets in after at most one turn
    for (let i = 0; i < 100; i++) await wrong({ email: `more${i}@newsdesk.test` });
    expect(Math.max(...ctx.slept)).toBe(3_000);
    expect(await outcome(login({ email: ben.email }))).toBe('logged in');
    // another address is not slowed at all
    const before = ctx.slept.length;
    expect(await outcome(login({ ip: ELSEWHERE }))).toBe('logged in');
    expect(ctx.slept).toHaveLength(before);
  });

  test('a burst beyond the free attempts: turns up to 6 s ahead are waited for, later ones refused for a few seconds and not counted', async () => {
    ctx = setup({ clockStandsStill: true });
    for (let i = 0; i < 30; i++) await wrong({ email: `guess${i}@newsdesk.test` });
    ctx.clock.advance(10_000);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => wrong({ email: `burst${i}@newsdesk.test` })));
    // 3 s apart from the 31st attempt on: turns at +0, +3 and +6 s; the rest would wait longer,
    // and may try again when the queue is within 6 s again, 3 s from now
    expect(results.filter((r) => r === 'auth.invalid_credentials')).toHaveLength(3);
    expect(results.filter((r) => r === 'auth.too_many_attempts 3s')).toHaveLength(9);
    expect(ctx.hasher.checks).toBe(33);
    // the nine refusals were taken back: the address has counted 30 + 3 attempts
    expect(ctx.attempts.countOf(loginAttemptCounters(clara.email, HERE, ctx.clock.now()).address)).toBe(33);
  });

  test('when too many checks run at once the attempt gets auth.login_busy and is not counted', async () => {
    ctx = setup({ gate: new PasswordCheckGate({ running: 1, waiting: 0, maxWaitMs: 1_000 }) });
    await ctx.users.add(clara);
    let finish!: () => void;
    const slowUser = aUser({ email: 'slow@newsdesk.test', passwordHash: 'plain:slow to check' });
    await ctx.users.add(slowUser);
    const realVerify = ctx.hasher.verify.bind(ctx.hasher);
    ctx.hasher.verify = async (password, hash) => {
      if (hash === slowUser.passwordHash) await new Promise<void>((resolve) => (finish = resolve));
      return realVerify(password, hash);
    };
    const slow = login({ email: slowUser.email, password: 'slow to check', ip: ELSEWHERE });
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 8; i++) expect(await wrong()).toBe('auth.login_busy 1s');
    finish();
    await slow;
    // none of the eight counted: this address still has its five tries on the account
    for (let i = 0; i < 5; i++) expect(await wrong()).toBe('auth.invalid_credentials');
    expect(await wrong()).toBe('auth.too_many_attempts 450s');
  });
});
