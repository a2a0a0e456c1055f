import { expect, test } from '@jest/globals';
import { checkReadiness } from './readiness';

test('ready only when every check passes; each failing one says why', async () => {
  const report = await checkReadiness(
    [
      { name: 'database', run: async () => 'PostgreSQL answers.' },
      {
        name: 'migrations',
        run: async () => {
          throw new Error('not applied: Migration1');
        },
      },
    ],
    1_000,
  );
  expect(report).toEqual({
    ready: false,
    checks: [
      { name: 'database', ok: true, message: 'PostgreSQL answers.', ms: expect.any(Number) },
      { name: 'migrations', ok: false, message: 'not applied: Migration1', ms: expect.any(Number) },
    ],
  });
});

// a check that never answers: without the timeout this call would never resolve (the test's own
// timeout fails it), so no wall-clock bound is needed here
test('a check that does not answer fails at the timeout; the others are not held up', async () => {
  const report = await checkReadiness(
    [
      { name: 'database', run: () => new Promise<string>(() => undefined) },
      { name: 'background jobs', run: async () => 'fine' },
    ],
    100,
  );
  expect(report.ready).toBe(false);
  expect(report.checks.map((c) => [c.name, c.ok, c.message])).toEqual([
    ['database', false, 'No answer within 0.1 s.'],
    ['background jobs', true, 'fine'],
  ]);
});
