import { afterAll, beforeAll, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { describeFinding, histogram, runFuzz } from './testing/fuzz/fuzz-run';
import type { FakeSlack } from '@newsdesk/adapters/slack/testing/fake-slack';
import { fuzzServerSettings, prepareFuzzTarget, startFuzzSlack } from './testing/fuzz/fuzz-target';
import { fuzzCases } from './testing/fuzz/route-cases';
import { startTestServer, TEST_PASSWORD, type TestServer } from './testing/test-server';

/**
 * A fuzz derived from the route definitions themselves: for every route (method, path, access,
 * zod schemas), requests built from its schemas and then broken — wrong types, missing fields,
 * deep, huge, NUL and prototype-named values, unicode junk, junk bodies, lying content types —
 * sent to a real server as anonymous, staff and admin. Every answer must be a 2xx–4xx without a
 * stack trace or SQL in it. `npm run bench -- fuzz` runs 20,000 such cases with a histogram.
 * Replay a failure with NEWSDESK_FUZZ_SEED=<the seed printed>.
 */
const SEED = Number(process.env['NEWSDESK_FUZZ_SEED'] ?? 20_261_126);
const CASES = Number(process.env['NEWSDESK_FUZZ_CASES'] ?? 2_400);

let t: TestServer;
let slack: FakeSlack;
beforeAll(async () => {
  slack = await startFuzzSlack();
  t = await startTestServer(fuzzServerSettings(slack));
});
afterAll(async () => {
  await t.stop();
  await slack.stop();
});

test(`${CASES.toLocaleString('en')} hostile requests over every route: no 5xx, no stack trace or SQL in any answer (seed ${SEED})`, async () => {
  const { target, knownIds } = await prepareFuzzTarget(t.url, {
    staff: { email: t.users.staff.email, password: TEST_PASSWORD },
    admin: { email: t.users.admin.email, password: TEST_PASSWORD },
  });
  const cases = fc.sample(fuzzCases(t.server.routes, knownIds), { seed: SEED, numRuns: CASES });
  const report = await runFuzz(target, cases, { concurrency: 6 });

  console.info(`route fuzz (seed ${SEED}): ${report.cases} cases in ${report.seconds.toFixed(1)} s: ${histogram(report.statuses)}`);
  expect(report.findings.map(describeFinding)).toEqual([]);
  // every route was reached, by callers of every kind
  const routesHit = new Set(cases.map((c) => c.route));
  expect(t.server.routes.filter((r) => !routesHit.has(`${r.method.toUpperCase()} ${r.path}`)).map((r) => r.path)).toEqual([]);
  expect(new Set(cases.map((c) => c.caller))).toEqual(new Set(['anonymous', 'staff', 'admin']));
  // and the cases were not all refused at the door: schemas let a fair share through
  const answered = [...report.statuses.values()].reduce((a, b) => a + b, 0);
  expect(answered).toBe(CASES);
  expect(report.statuses.get(200) ?? 0).toBeGreaterThan(CASES / 20);
}, 180_000);
