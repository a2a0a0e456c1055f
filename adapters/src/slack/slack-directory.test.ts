import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { SlackWebApiDirectory } from './slack-directory';
import { rateLimited, serverError, slackError, startFakeSlack, workspaceHandlers, type FakeSlack } from './testing/fake-slack';

const channels = Array.from({ length: 1500 }, (_, i) => ({ id: `C${String(i).padStart(10, '0')}`, name: `channel-${i}` }));
const users = [{ id: 'U0000000001', name: 'clara', real_name: 'Clara Keller', email: 'clara@newsdesk.test' }];

let slack: FakeSlack;
beforeEach(async () => {
  slack = await startFakeSlack(workspaceHandlers({ channels, users }));
});
afterEach(async () => {
  await slack.stop();
});

const directory = (options: { timeoutMs?: number; retries?: number; deadlineMs?: number } = {}) =>
  new SlackWebApiDirectory({ token: 'xoxb-test', apiUrl: slack.url, ...options });

test('finds channels by #name across pages of conversations.list, and by id with one conversations.info, with the bot token', async () => {
  expect(await directory().channelExists('#channel-3')).toBe(true);
  expect(slack.callsTo('conversations.list')).toHaveLength(1);
  expect(await directory().channelExists('#channel-1400')).toBe(true);
  expect(await directory().channelExists('#nowhere')).toBe(false);
  expect(await directory().channelExists('#C0000000001')).toBe(false);
  const calls = slack.callsTo('conversations.list');
  expect(calls.every((c) => c.token === 'xoxb-test')).toBe(true);
  expect(calls[1]!.params).toMatchObject({ limit: '1000', exclude_archived: 'true' });
  expect(calls[2]!.params).toMatchObject({ cursor: '1000' });

  expect(await directory().channelExists('C0000001499')).toBe(true);
  expect(await directory().channelExists('C9999999999')).toBe(false);
  expect(slack.callsTo('conversations.info').map((c) => [c.params.channel, c.token])).toEqual([
    ['C0000001499', 'xoxb-test'],
    ['C9999999999', 'xoxb-test'],
  ]);
  expect(slack.callsTo('conversations.list')).toHaveLength(calls.length);
});

test('looks users up by e-mail; an unknown address is null', async () => {
  expect(await directory().userByEmail('clara@newsdesk.test')).toEqual({ id: 'U0000000001', name: 'Clara Keller' });
  expect(await directory().userByEmail('ghost@newsdesk.test')).toBeNull();
  expect(slack.callsTo('users.lookupByEmail').map((c) => c.params.email)).toEqual(['clara@newsdesk.test', 'ghost@newsdesk.test']);
});

test('a 429 is not slept through inside a request: the caller hears at once, with one call made', async () => {
  slack.queue('conversations.list', rateLimited(30));
  const startedAt = Date.now();
  await expect(directory().channelExists('#channel-1')).rejects.toThrow();
  expect(Date.now() - startedAt).toBeLessThan(20_000);
  expect(slack.callsTo('conversations.list')).toHaveLength(1);
});

test('the whole question has a deadline, however many pages and retries it would take', async () => {
  slack.queue('conversations.list', { delayMs: 8_000, body: { ok: true, channels: [] } });
  await expect(directory({ deadlineMs: 300 }).channelExists('#channel-1')).rejects.toThrow('Slack did not answer within 0 s.');
});

test('server errors are retried at most twice, then the error reaches the caller', async () => {
  slack.queue('conversations.list', serverError(), serverError(), serverError(), serverError());
  await expect(directory().channelExists('#channel-1')).rejects.toThrow();
  expect(slack.callsTo('conversations.list')).toHaveLength(3);
});

test('a Slack error (bad token) is not retried; a slow Slack times out', async () => {
  slack.queue('users.lookupByEmail', slackError('invalid_auth'));
  await expect(directory().userByEmail('clara@newsdesk.test')).rejects.toMatchObject({ data: { error: 'invalid_auth' } });
  expect(slack.callsTo('users.lookupByEmail')).toHaveLength(1);
  slack.queue('users.lookupByEmail', { delayMs: 8_000, body: { ok: true } });
  const startedAt = Date.now();
  await expect(directory({ timeoutMs: 200, retries: 0 }).userByEmail('clara@newsdesk.test')).rejects.toThrow();
  // gave up long before Slack answered
  expect(Date.now() - startedAt).toBeLessThan(6_000);
});
