import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { availableParallelism } from 'node:os';
import pino from 'pino';
import { OWASP_SCRYPT } from '@newsdesk/adapters/crypto/scrypt-password-hasher';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import { DEFAULT_LOGIN_THROTTLE } from '@newsdesk/core/identity/login-throttle';
import { passwordCheckLimits } from '@newsdesk/core/identity/password-check-gate';
import type { Config } from './config';
import { startServer, type RunningServer } from './start-server';
import { countPasswordChecks, type PasswordChecks } from './testing/counting-password-hasher';
import { startTestServer, TEST_PASSWORD, type TestServer } from './testing/test-server';
import { AppConfig } from './tokens';

// Real servers on real PostgreSQL; the client address comes from X-Forwarded-For (trustProxy), so
// every test acts from addresses of its own. The numbers are ADR 0014's.

interface Outcome {
  status: number;
  retryAfter: number | null;
  body: { code?: string; message?: string; details?: { retryAfterSeconds?: number } };
}

const attempt = async (url: string, email: string, password: string, address: string): Promise<Outcome> => {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password }),
  });
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    body: (await response.json()) as Outcome['body'],
  };
};

/**
 * Counters belong to fixed 15-minute windows: a test that needs its attempts in one window starts
 * only when at least `ms` of the current one are left.
 */
const withinOneWindow = async (ms: number) => {
  const left = DEFAULT_LOGIN_THROTTLE.windowMs - (Date.now() % DEFAULT_LOGIN_THROTTLE.windowMs);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 100));
};

const statuses = (outcomes: Outcome[]) => outcomes.map((o) => o.status).sort();
const count = (outcomes: Outcome[], status: number) => outcomes.filter((o) => o.status === status).length;

/**
 * Every refusal is the house's JSON error with a Retry-After in whole seconds that matches it. A
 * burst may also meet the password check gate (one check at once on two processors): the attempts
 * it turns away are refused as `auth.login_busy`, not checked and not counted.
 */
const expectRefusalsWellFormed = (outcomes: Outcome[], codes: string[] = ['auth.too_many_attempts', 'auth.login_busy']) => {
  for (const refused of outcomes.filter((o) => o.status === 429)) {
    expect(codes).toContain(refused.body.code);
    expect(refused.body.message).toContain('Please try again in');
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfter).toBe(refused.body.details?.retryAfterSeconds);
  }
};

describe('login throttle on a real server', () => {
  let t: TestServer;
  let checks: PasswordChecks;
  beforeAll(async () => {
    const counting = countPasswordChecks();
    checks = counting.checks;
    t = await startTestServer({ trustProxy: true }, { beforeResolve: counting.beforeResolve });
  });
  afterAll(async () => {
    await t.stop();
  });

  test('40 parallel wrong passwords for one account from one address: at most 5 password checks, the rest 429 with Retry-After', async () => {
    await withinOneWindow(20_000);
    const before = checks.started;
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => attempt(t.url, t.users.staff.email, 'wrong password', '203.0.113.10')),
    );
    const checked = checks.started - before;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(count(outcomes, 401)).toBe(checked);
    expect(count(outcomes, 429)).toBe(40 - checked);
    expectRefusalsWellFormed(outcomes);
    // until the window ends (at most 15 minutes)
    expect(Math.max(...outcomes.map((o) => o.retryAfter ?? 0))).toBeLessThanOrEqual(900);

    // the right password from that address waits for the window too (after making up for any the gate turned away) …
    for (let i = checked; i < 5; i++)
      expect((await attempt(t.url, t.users.staff.email, 'wrong password', '203.0.113.10')).status).toBe(401);
    expect(await attempt(t.url, t.users.staff.email, TEST_PASSWORD, '203.0.113.10')).toMatchObject({
      status: 429,
      body: { code: 'auth.too_many_attempts' },
    });
    // … and from the newsroom's own address it gets in
    expect((await attempt(t.url, t.users.staff.email, TEST_PASSWORD, '192.0.2.50')).status).toBe(200);
  }, 60_000);

  test('40 parallel wrong passwords for one account from 40 addresses: at most 10 password checks, then the account waits', async () => {
    await withinOneWindow(20_000);
    const before = checks.started;
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(t.url, t.users.admin.email, 'wrong password', `198.51.100.${i + 1}`)),
    );
    const checked = checks.started - before;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses(outcomes)).toEqual([...new Array(checked).fill(401), ...new Array(40 - checked).fill(429)]);
    expectRefusalsWellFormed(outcomes);
    // attempts the gate turned away did not count: make up for them one by one, then the account is full
    for (let i = checked; i < 10; i++)
      expect((await attempt(t.url, t.users.admin.email, 'wrong password', `198.51.100.${100 + i}`)).status).toBe(401);
    const locked = await attempt(t.url, t.users.admin.email, TEST_PASSWORD, '198.51.100.200');
    // the limit of the account holds for the right password from a fresh address too (ADR 0014)
    expect(locked).toMatchObject({ status: 429, body: { code: 'auth.too_many_attempts' } });
    expect(checks.started - before).toBe(10);
  }, 60_000);

  test('30 bad tries from one address across many accounts, then the right password for another account from it still logs in', async () => {
    await t.server.container
      .get(CreateUser)
      .execute({ email: 'colleague@newsdesk.test', password: TEST_PASSWORD, givenName: 'Cleo', familyName: 'Colleague', roles: ['staff'] });
    await withinOneWindow(30_000);
    const address = '192.0.2.77';
    const started = Date.now();
    const bad: Outcome[] = [];
    for (let i = 0; i < 30; i++) bad.push(await attempt(t.url, `reporter${i}@newsdesk.test`, 'guess', address));
    // slowed down, never refused: tries 26…30 took turns 0.5, 1, 1.5 and 2 s apart
    expect(statuses(bad)).toEqual(new Array(30).fill(401));
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);

    // … then a colleague behind the same address, whose account has no failures of its own
    const waited = Date.now();
    const colleague = await attempt(t.url, 'colleague@newsdesk.test', TEST_PASSWORD, address);
    expect(colleague.status).toBe(200);
    // its turn came 2.5 s after the last bad try's
    expect(Date.now() - waited).toBeGreaterThanOrEqual(2_000);
    // and not minutes: a few seconds, plus what a busy machine adds
    expect(Date.now() - waited).toBeLessThan(10_000);
  }, 60_000);

  test('an address a proxy made up (300 characters) is counted, not a 500', async () => {
    const odd = `unknown-${'x'.repeat(292)}`;
    expect((await attempt(t.url, t.users.staff.email, 'wrong password', odd)).status).toBe(401);
    expect((await attempt(t.url, t.users.staff.email, TEST_PASSWORD, odd)).status).toBe(200);
  });
});

test('the limits hold across two server processes on one database', async () => {
  const first = countPasswordChecks();
  const t = await startTestServer({ trustProxy: true }, { beforeResolve: first.beforeResolve });
  const second = countPasswordChecks();
  let other: RunningServer | undefined;
  try {
    const config = { ...t.server.container.get<Config>(AppConfig), databaseUrl: t.server.databaseUrl, port: 0 };
    other = await startServer(config, pino({ level: 'silent' }), { beforeResolve: second.beforeResolve });
    const urls = [t.url, `http://127.0.0.1:${other.port}`];
    const checked = () => first.checks.started + second.checks.started;

    await withinOneWindow(20_000);
    const onePlace = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(urls[i % 2]!, t.users.staff.email, 'wrong', '203.0.113.20')),
    );
    expect(checked()).toBeLessThanOrEqual(5);
    expect(count(onePlace, 401)).toBe(checked());
    expect(count(onePlace, 429)).toBe(40 - checked());
    // both processes did refuse: neither let its own 20 through
    expect(first.checks.started).toBeLessThan(20);
    expect(second.checks.started).toBeLessThan(20);

    const before = checked();
    const everywhere = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(urls[i % 2]!, t.users.admin.email, 'wrong', `198.51.100.${i + 1}`)),
    );
    expect(checked() - before).toBeLessThanOrEqual(10);
    expect(count(everywhere, 401)).toBe(checked() - before);
    expectRefusalsWellFormed([...onePlace, ...everywhere]);
  } finally {
    await other?.stop();
    await t.stop();
  }
}, 60_000);

test('at production scrypt cost a burst runs at most half the processors’ worth of checks at once (1 or 2); the rest wait briefly or get auth.login_busy', async () => {
  const counting = countPasswordChecks();
  const t = await startTestServer({ trustProxy: true, passwordHashCost: OWASP_SCRYPT }, { beforeResolve: counting.beforeResolve });
  try {
    // unknown accounts from addresses of their own: no counter is near a limit, only the gate acts
    const burst = Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(t.url, `nobody${i}@newsdesk.test`, 'guess', `203.0.113.${100 + i}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const file = await fetch(`${t.url}/locales/en/errors.json`);
    const outcomes = await burst;

    expect(counting.checks.mostAtOnce).toBeLessThanOrEqual(passwordCheckLimits(availableParallelism()).running);
    expect(count(outcomes, 401)).toBe(counting.checks.started);
    expect(count(outcomes, 401) + count(outcomes, 429)).toBe(40);
    expect(count(outcomes, 429)).toBeGreaterThan(0);
    expectRefusalsWellFormed(outcomes, ['auth.login_busy']);
    expect(outcomes.filter((o) => o.status === 429).every((o) => o.retryAfter === 2)).toBe(true);
    // read on libuv's threadpool, of which the checks take at most two of four threads; how long it
    // took is not asserted, as this machine's other work decides that more than the burst does
    expect(file.status).toBe(200);
  } finally {
    await t.stop();
  }
});
