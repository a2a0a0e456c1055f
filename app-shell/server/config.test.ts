import { describe, expect, test } from '@jest/globals';
import os from 'node:os';
import { ConfigError, loadConfig, publicUrlWarning } from './config';

test('without DATABASE_URL it is demo mode on localhost, staging, with the default demo password', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ demo: true, host: '127.0.0.1', port: 3000, environment: 'staging', demoPassword: 'newsdesk-demo' });
  expect(config.sessionPolicy).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
  expect(loadConfig({ DATABASE_URL: '' }).demo).toBe(true);
});

test('with DATABASE_URL it is production on every interface, and settings are read', () => {
  const config = loadConfig({
    DATABASE_URL: 'postgresql://nd:pw@db:5432/newsdesk',
    PORT: '8080',
    NEWSDESK_SESSION_IDLE_MINUTES: '15',
    NEWSDESK_ALLOWED_ORIGINS: 'https://cms.example, https://wire.example',
    NEWSDESK_TRUST_PROXY: 'true',
  });
  expect(config).toMatchObject({ demo: false, host: '0.0.0.0', port: 8080, environment: 'production', trustProxy: true });
  expect(config.allowedOrigins).toEqual(['https://cms.example', 'https://wire.example']);
  expect(config.sessionPolicy.idleMs).toBe(15 * 60_000);
});

test('bad settings are refused with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ NEWSDESK_DEMO_PASSWORD: 'short' })).toThrow(/NEWSDESK_DEMO_PASSWORD/);
  expect(() => loadConfig({ NEWSDESK_ENVIRONMENT: 'prod' })).toThrow(/NEWSDESK_ENVIRONMENT/);
});

test('collections and alerts: limits, digest hour, Slack and SMTP are read; without them the defaults hold', () => {
  expect(loadConfig({})).toMatchObject({
    maxCollectionsPerUser: 50,
    dailyDigestHour: 7,
    slackBotToken: undefined,
    slackApiUrl: 'https://slack.com/api/',
    smtpUrl: undefined,
    publicUrl: 'http://localhost:3000',
  });
  expect(
    loadConfig({
      NEWSDESK_MAX_COLLECTIONS: '20',
      NEWSDESK_DAILY_DIGEST_HOUR: '0',
      SLACK_BOT_TOKEN: 'xoxb-1',
      SLACK_API_URL: 'http://127.0.0.1:9999/api/',
      SMTP_URL: 'smtp://alerts:pw@mail.example:587',
      ALERT_MAIL_FROM: 'Newsdesk <alerts@newsroom.example>',
      NEWSDESK_PUBLIC_URL: 'https://newsdesk.newsroom.example',
    }),
  ).toMatchObject({
    maxCollectionsPerUser: 20,
    dailyDigestHour: 0,
    slackBotToken: 'xoxb-1',
    slackApiUrl: 'http://127.0.0.1:9999/api/',
    smtpUrl: 'smtp://alerts:pw@mail.example:587',
    alertMailFrom: 'Newsdesk <alerts@newsroom.example>',
    publicUrl: 'https://newsdesk.newsroom.example',
  });
  expect(() => loadConfig({ NEWSDESK_MAX_COLLECTIONS: '0' })).toThrow(/NEWSDESK_MAX_COLLECTIONS/);
  expect(() => loadConfig({ NEWSDESK_DAILY_DIGEST_HOUR: '24' })).toThrow(/NEWSDESK_DAILY_DIGEST_HOUR/);
  expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL/);
  expect(() => loadConfig({ SLACK_API_URL: 'not a url' })).toThrow(/SLACK_API_URL/);
});

describe('a production start warns when alert links would point at this machine', () => {
  const DATABASE_URL = 'postgresql://nd:pw@db:5432/newsdesk';
  const warningFor = (env: NodeJS.ProcessEnv) => publicUrlWarning(loadConfig(env), env);

  test('NEWSDESK_PUBLIC_URL unset (or empty) with a real database: the warning names the variable and the default', () => {
    expect(warningFor({ DATABASE_URL })).toMatch(
      /^NEWSDESK_PUBLIC_URL is not set, so links in alerts point at http:\/\/localhost:3000: set it to/,
    );
    expect(warningFor({ DATABASE_URL, NEWSDESK_PUBLIC_URL: ' ' })).toMatch(/is not set/);
  });

  test.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://127.0.0.1:8080/',
    'http://127.1.2.3',
    'http://[::1]:3000',
    'http://newsdesk.localhost',
    'http://0.0.0.0:3000',
  ])('%s is an address of this machine only', (url) => {
    expect(warningFor({ DATABASE_URL, NEWSDESK_PUBLIC_URL: url })).toMatch(/^NEWSDESK_PUBLIC_URL is .+, an address of this machine only/);
  });

  test.each(['https://newsdesk.newsroom.example', 'http://10.0.0.5:3000', 'https://localhost.newsroom.example', 'http://127.example.org'])(
    '%s gets no warning',
    (url) => {
      expect(warningFor({ DATABASE_URL, NEWSDESK_PUBLIC_URL: url })).toBeUndefined();
    },
  );

  test('demo mode (no DATABASE_URL) runs on this machine by design: no warning', () => {
    expect(warningFor({})).toBeUndefined();
    expect(warningFor({ NEWSDESK_PUBLIC_URL: 'http://127.0.0.1:3000' })).toBeUndefined();
  });
});

test('read replicas: one or more DATABASE_READ_URLs, comma-separated, and the lag beyond which one is not read', () => {
  expect(loadConfig({ DATABASE_URL: 'postgresql://nd@db1/newsdesk' })).toMatchObject({ databaseReadUrls: [], readMaxLagMs: 30_000 });
  expect(
    loadConfig({
      DATABASE_URL: 'postgresql://nd@db1/newsdesk',
      DATABASE_READ_URL: 'postgresql://nd@db2/newsdesk, postgresql://nd@db3/newsdesk',
      NEWSDESK_READ_MAX_LAG_SECONDS: '5',
    }),
  ).toMatchObject({ databaseReadUrls: ['postgresql://nd@db2/newsdesk', 'postgresql://nd@db3/newsdesk'], readMaxLagMs: 5_000 });
  expect(() => loadConfig({ DATABASE_URL: 'postgresql://nd@db1/newsdesk', DATABASE_READ_URL: 'db2:5432' })).toThrow(/DATABASE_READ_URL/);
});

test('load shedding: expensive routes past 100 ms of event-loop lag or one in flight per processor (at least 2) by default; both settable, nonsense refused', () => {
  expect(loadConfig({}).loadShedding).toEqual({ lagMs: 100, maxExpensiveInFlight: Math.max(2, os.availableParallelism()) });
  expect(loadConfig({ NEWSDESK_SHED_LAG_MS: '250', NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: '20' }).loadShedding).toEqual({
    lagMs: 250,
    maxExpensiveInFlight: 20,
  });
  expect(() => loadConfig({ NEWSDESK_SHED_LAG_MS: '0' })).toThrow(/NEWSDESK_SHED_LAG_MS/);
  expect(() => loadConfig({ NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: '0' })).toThrow(/NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT/);
  expect(() => loadConfig({ NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT: 'many' })).toThrow(/NEWSDESK_MAX_EXPENSIVE_IN_FLIGHT/);
});
