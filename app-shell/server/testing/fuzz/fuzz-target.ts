import { startFakeSlack, workspaceHandlers, type FakeSlack } from '@newsdesk/adapters/slack/testing/fake-slack';
import type { Config } from '../../config';
import { rawRequest } from '../test-server';
import type { FuzzTarget } from './fuzz-run';
import type { KnownIds } from './route-cases';

export interface FuzzLogins {
  staff: { email: string; password: string };
  admin: { email: string; password: string };
}

/**
 * What the fuzzed server runs with: Slack configured (a local stand-in for its Web API, so the
 * Slack routes run their real code instead of answering 503 slack.not_configured), and load
 * shedding out of the way — the fuzz sends deliberately expensive bodies from a busy test
 * machine, and a deliberate 503 server.busy (tested in operations/) would hide what is behind it.
 */
export const startFuzzSlack = (): Promise<FakeSlack> =>
  startFakeSlack(
    workspaceHandlers({
      channels: [{ id: 'C0NEWSROOM', name: 'newsroom' }],
      users: [{ id: 'U0STAFF', name: 'sam', real_name: 'Sam Staff', email: 'staff@newsdesk.test' }],
    }),
  );

export const fuzzServerSettings = (slack: FakeSlack): Partial<Config> => ({
  slackBotToken: 'xoxb-fuzz-token',
  slackApiUrl: slack.url,
  loadShedding: { lagMs: 3_600_000, maxExpensiveInFlight: 10_000 },
});

/** The session cookie of a login (node:http, which keeps Set-Cookie). */
const logIn = async (url: string, login: { email: string; password: string }): Promise<string> => {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/auth/login`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        const cookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('nd_session='));
        response.on('end', () =>
          response.statusCode === 200 && cookie
            ? resolve(cookie.split(';')[0]!)
            : reject(new Error(`fuzz: login as ${login.email} failed: ${response.statusCode} ${body}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(login));
  });
};

const post = async (url: string, cookie: string, path: string, body: unknown): Promise<Record<string, unknown>> => {
  const response = await rawRequest(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`fuzz: seeding ${path} failed: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as Record<string, unknown>;
};

/**
 * Logs in the staff and admin users and gives each something of their own (a collection, a
 * glossary item with a comment, an info message, a release note), whose ids the fuzz then uses
 * beside random ones, so that some requests reach real rows.
 */
export const prepareFuzzTarget = async (url: string, logins: FuzzLogins): Promise<{ target: FuzzTarget; knownIds: KnownIds }> => {
  const cookies = { anonymous: '', staff: await logIn(url, logins.staff), admin: await logIn(url, logins.admin) };
  const collection = await post(url, cookies.staff, '/api/collections', {
    name: 'Fuzz: Swiss banks',
    search: { tags: [{ name: 'banks' }] },
    alert: null,
  });
  const item = await post(url, cookies.staff, '/api/glossaryItems', {
    title: 'Leitzins',
    description: 'The policy rate of a central bank.',
  });
  const itemId = String((item['item'] as Record<string, unknown> | undefined)?.['id'] ?? item['id']);
  const comment = await post(url, cookies.admin, `/api/glossaryItems/${itemId}/comments`, { text: 'Also: Leitzinsentscheid.' });
  const message = await post(url, cookies.admin, '/api/infoStatusMessages', { level: 'info', text: { en: 'Fuzzing in progress.' } });
  const note = await post(url, cookies.admin, '/api/client/release-notes/create', { body: { en: '# Fuzz' } });
  const idsIn = (value: unknown): string[] =>
    JSON.stringify(value).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
  // never the callers' own user ids: an admin case would deactivate or demote them mid-run (as it may)
  const me = async (cookie: string) =>
    JSON.parse((await rawRequest(`${url}/api/me`, { method: 'GET', headers: { Cookie: cookie } })).body) as { user: { id: string } };
  const callers = new Set([(await me(cookies.staff)).user.id, (await me(cookies.admin)).user.id]);
  const knownIds = [...new Set([collection, item, comment, message, note].flatMap(idsIn))].filter((id) => !callers.has(id));
  return {
    target: { url, cookies, freshCookie: (caller) => logIn(url, logins[caller]) },
    knownIds,
  };
};
