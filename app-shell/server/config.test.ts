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
