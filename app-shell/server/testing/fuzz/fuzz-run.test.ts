import { expect, test } from '@jest/globals';
import { judge } from './fuzz-run';
import type { FuzzCase } from './route-cases';

// The route fuzz is only as good as its judge: these are the answers it must not let through.
const fuzzCase = (body = '{"name":"Banks"}', target = '/api/collections'): FuzzCase => ({
  route: 'POST /api/collections',
  caller: 'staff',
  kind: 'valid',
  method: 'POST',
  target,
  headers: { 'Content-Type': 'application/json' },
  body: Buffer.from(body),
});
const answer = (status: number, body: string, contentType = 'application/json') => ({ status, body, contentType });

test('a 5xx of any kind, or no answer at all, is a finding', () => {
  expect(judge(fuzzCase(), answer(500, '{"code":"server.internal"}'))).toBe('status 500');
  expect(judge(fuzzCase(), answer(503, '{"code":"server.busy"}'))).toBe('status 503');
  expect(judge(fuzzCase(), answer(0, 'socket hang up'))).toBe('no answer (socket hang up)');
  expect(judge(fuzzCase(), answer(400, '{"code":"request.invalid","message":"Some fields are not valid."}'))).toBeNull();
});

test('stack traces, source paths, SQL and database errors in a body are findings', () => {
  const leaks = [
    '{"message":"TypeError: x is undefined\\n    at handle (/work/main/adapters/src/http/build-router.ts:120:7)"}',
    '{"message":"at Object.execute (/srv/newsdesk/app.js:1:1)"}',
    '{"message":"Boom\\n    at Router.handle (internal)"}',
    '{"detail":"see node_modules/pg/lib/client.js"}',
    '{"message":"select id, name from collection where owner_id = $1"}',
    '{"message":"insert into app_user (id) values ($1)"}',
    '{"message":"duplicate key value violates unique constraint \\"app_user_email_unique\\""}',
    '{"message":"invalid input syntax for type uuid: \\"x\\""}',
    '{"message":"relation \\"collection\\" does not exist"}',
  ];
  for (const leak of leaks)
    expect({ leak, finding: judge(fuzzCase(), answer(400, leak)) }).toEqual({ leak, finding: expect.stringMatching(/in the body/) });
});

test('prose that reads a little like SQL is not a finding', () => {
  for (const prose of [
    'Select the collections from the list and press Share.',
    'Update your settings from the menu.',
    'Delete from here.',
  ]) {
    expect(judge(fuzzCase(), answer(200, JSON.stringify({ html: prose })))).toBeNull();
  }
});

test('what the request itself carried may come back, and scripts and styles are not judged', () => {
  const sql = "select name from app_user where '1'='1'";
  expect(judge(fuzzCase(JSON.stringify({ name: sql })), answer(200, JSON.stringify({ name: sql })))).toBeNull();
  expect(
    judge(fuzzCase('{}', `/api/search?q=${encodeURIComponent(sql)}`), answer(400, JSON.stringify({ message: `Unknown: ${sql}` }))),
  ).toBeNull();
  expect(judge(fuzzCase(), answer(200, 'e.stack="at x (/a/b.js:1:2)"', 'application/javascript; charset=utf-8'))).toBeNull();
});
