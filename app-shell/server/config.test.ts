import { expect, test } from '@jest/globals';
import { ConfigError, loadConfig } from './config';

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
