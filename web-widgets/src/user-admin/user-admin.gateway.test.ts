/**
 * @jest-environment node
 */
// Node's own fetch types (Response): the gateway only needs the standard ones.
import { expect, jest, test } from '@jest/globals';
import { ApiClient } from '../api/api-client';
import { UserAdminGateway } from './user-admin.gateway';

test('calls the user administration routes, with ids escaped', async () => {
  const fetch = jest.fn<typeof globalThis.fetch>((_url, _init) =>
    Promise.resolve(
      String(_url).endsWith('/remove')
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ users: [], user: { id: 'u' }, configured: true }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    ),
  );
  const gateway = new UserAdminGateway(new ApiClient({ fetch, baseUrl: 'https://newsdesk.example' }));
  expect(await gateway.listUsers()).toEqual([]);
  expect(
    await gateway.createUser({
      email: 'a@b.test',
      password: 'p'.repeat(12),
      givenName: 'A',
      familyName: 'B',
      roles: ['staff'],
      language: 'de',
    }),
  ).toEqual({ id: 'u' });
  await gateway.setRoles('u/1', ['admin', 'staff']);
  await gateway.setActive('u1', false);
  await gateway.endSession('u1', 's 1');
  expect(await gateway.slackStatus()).toMatchObject({ configured: true });
  const calls = fetch.mock.calls.map(([url, init]) =>
    `${init?.method} ${String(url).replace('https://newsdesk.example', '')} ${init?.body ?? ''}`.trim(),
  );
  expect(calls).toEqual([
    'GET /api/administration/users',
    'POST /api/users {"email":"a@b.test","password":"pppppppppppp","givenName":"A","familyName":"B","roles":["staff"],"language":"de"}',
    'PUT /api/users/u%2F1/roles {"roles":["admin","staff"]}',
    'PUT /api/users/u1/active {"active":false}',
    'POST /api/users/u1/s%201/remove',
    'GET /api/slack/status',
  ]);
});
