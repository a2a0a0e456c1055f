import { expect, test } from '@jest/globals';
import { ConfigError, loadConfig } from './config';

test('NEWSDESK_METRICS_TOKEN is read (unset or empty: /metrics is open); a short one is refused by name', () => {
  expect(loadConfig({}).metricsToken).toBeUndefined();
  expect(loadConfig({ NEWSDESK_METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  expect(loadConfig({ NEWSDESK_METRICS_TOKEN: 'a-long-enough-scrape-token' }).metricsToken).toBe('a-long-enough-scrape-token');
  expect(() => loadConfig({ NEWSDESK_METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  expect(() => loadConfig({ NEWSDESK_METRICS_TOKEN: 'short' })).toThrow(
    /NEWSDESK_METRICS_TOKEN: NEWSDESK_METRICS_TOKEN needs at least 16 characters/,
  );
});
