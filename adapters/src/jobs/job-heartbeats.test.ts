import { expect, test } from '@jest/globals';
import { JobHeartbeats } from './job-heartbeats';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, seconds));

test('no runner started yet is not ready', () => {
  expect(new JobHeartbeats(30_000).report(at(0))).toEqual({
    fresh: false,
    message: 'No background job runner has started yet.',
    runners: [],
  });
});

test('a runner is stale after three of its intervals plus the grace without a look for due jobs', () => {
  const heartbeats = new JobHeartbeats(1_000);
  heartbeats.started('alert delivery jobs', { processEveryMs: 2_000, at: at(0) });
  heartbeats.started('frequent terms job', { processEveryMs: 60_000, at: at(0) });
  heartbeats.polled('alert delivery jobs', at(3));
  expect(heartbeats.report(at(10))).toMatchObject({ fresh: true, message: 'Every job runner looked for due jobs recently.' });
  expect(heartbeats.report(at(11))).toEqual({
    fresh: false,
    message: 'Not looking for due jobs: alert delivery jobs (last 8 s ago, limit 7 s).',
    runners: [
      { runner: 'alert delivery jobs', ageMs: 8_000, limitMs: 7_000, fresh: false },
      { runner: 'frequent terms job', ageMs: 11_000, limitMs: 181_000, fresh: true },
    ],
  });
  // a late answer of an older look does not turn the clock back
  heartbeats.polled('alert delivery jobs', at(11));
  heartbeats.polled('alert delivery jobs', at(5));
  expect(heartbeats.report(at(12)).fresh).toBe(true);
});
