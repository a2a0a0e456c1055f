import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestServer, TEST_PASSWORD, type TestServer } from './testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const attempt = (email: string, password: string) =>
  fetch(`${t.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...t.sameOrigin },
    body: JSON.stringify({ email, password }),
  });

test('10 failures in 15 minutes lock the account with 429 and Retry-After, even for the right password', async () => {
  for (let i = 0; i < 10; i++) expect((await attempt(t.users.staff.email, 'wrong')).status).toBe(401);
  const locked = await attempt(t.users.staff.email, TEST_PASSWORD);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  expect(await locked.json()).toMatchObject({ code: 'auth.too_many_attempts', details: { minutes: 15 } });
  // the other account is not affected
  expect((await attempt(t.users.admin.email, TEST_PASSWORD)).status).toBe(200);
});

test('25 failures in 5 minutes from one IP block that IP for every account', async () => {
  for (let i = 0; i < 14; i++) expect((await attempt(`guess${i}@newsdesk.test`, 'x')).status).toBe(401);
  // 10 failures from the first test + 14 = 24 from this IP so far
  expect((await attempt(t.users.admin.email, TEST_PASSWORD)).status).toBe(200);
  expect((await attempt('guess-last@newsdesk.test', 'x')).status).toBe(401);
  const blocked = await attempt(t.users.admin.email, TEST_PASSWORD);
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(300);
});
