import { expect, test } from '@jest/globals';
import { afterFailure, afterSuccess, healthyStart, isDue, resumed, type FeedSource } from './source.types';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute));

test('five failed crawls in a row pause a source with the reason; a success in between resets the count', () => {
  let health = healthyStart();
  for (let i = 0; i < 4; i++) health = afterFailure(health, at(i), 'fetch.timeout');
  expect(health).toMatchObject({ consecutiveFailures: 4, paused: false });
  health = afterSuccess(health, at(5), 20, 3);
  expect(health).toMatchObject({ consecutiveFailures: 0, lastError: null, lastItemCount: 20, lastNewCount: 3 });
  for (let i = 0; i < 5; i++) health = afterFailure(health, at(10 + i), 'feed.malformed');
  expect(health.paused).toBe(true);
  expect(health.pausedReason).toContain('5 failed crawls');
  expect(health.pausedReason).toContain('feed.malformed');
  expect(resumed(health)).toMatchObject({ paused: false, consecutiveFailures: 0 });
});

test('a source is due when enabled, not paused and its interval has passed', () => {
  const source: FeedSource = {
    id: 's',
    name: 'S',
    url: 'https://x.test/feed',
    domain: 'x.test',
    intervalMinutes: 15,
    enabled: true,
    concurrency: 2,
    health: { ...healthyStart(), lastFetchAt: at(0).toISOString() },
    etag: null,
    lastModified: null,
  };
  expect(isDue(source, at(14))).toBe(false);
  expect(isDue(source, at(15))).toBe(true);
  expect(isDue({ ...source, enabled: false }, at(30))).toBe(false);
  expect(isDue({ ...source, health: { ...source.health, paused: true } }, at(30))).toBe(false);
  expect(isDue({ ...source, health: healthyStart() }, at(0))).toBe(true);
});
