import { expect, test } from '@jest/globals';
import type { DomainError } from '../shared/domain-error';
import { assertScheduleInRange, nextCrawlAt } from './schedule';
import { healthyStart } from './source.types';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute));

test('interval 5..1440 minutes and 1..4 parallel fetches', () => {
  expect(() => assertScheduleInRange({ intervalMinutes: 5, concurrency: 1 })).not.toThrow();
  expect(() => assertScheduleInRange({ intervalMinutes: 1440, concurrency: 4 })).not.toThrow();
  const codes = [
    { intervalMinutes: 4, concurrency: 2 },
    { intervalMinutes: 1441, concurrency: 2 },
    { intervalMinutes: 15.5, concurrency: 2 },
    { intervalMinutes: 15, concurrency: 0 },
    { intervalMinutes: 15, concurrency: 5 },
  ].map((settings) => {
    try {
      assertScheduleInRange(settings);
      return 'no error';
    } catch (error) {
      return (error as DomainError).code;
    }
  });
  expect(codes).toEqual([
    'source.invalid_interval',
    'source.invalid_interval',
    'source.invalid_interval',
    'source.invalid_concurrency',
    'source.invalid_concurrency',
  ]);
});

test('the next crawl follows the last fetch by the interval; none while disabled or paused', () => {
  const source = { enabled: true, intervalMinutes: 15, health: { ...healthyStart(), lastFetchAt: at(0).toISOString() } };
  expect(nextCrawlAt(source, at(5))).toEqual(at(15));
  expect(nextCrawlAt(source, at(40))).toEqual(at(40));
  expect(nextCrawlAt({ ...source, health: healthyStart() }, at(5))).toEqual(at(5));
  expect(nextCrawlAt({ ...source, enabled: false }, at(5))).toBeNull();
  expect(nextCrawlAt({ ...source, health: { ...source.health, paused: true } }, at(5))).toBeNull();
});
