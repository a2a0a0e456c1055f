import { describe, expect, test } from '@jest/globals';
import { ApiError } from '../api/api-error';
import { keepDomain, keepRefusals, minutesToWait, toUiError } from './ui-error';

const refused = (status: number, code: string, details?: Record<string, unknown>, retryAfterSeconds?: number) =>
  new ApiError({ status, code, message: `server says ${code}`, details, retryAfterSeconds });

const SEARCH_FAILED = { code: 'search.failed', message: 'Error searching documents' };

describe('toUiError', () => {
  test('by default every server answer keeps its code, with its details as values (lists read "2, 4")', () => {
    expect(toUiError(refused(400, 'site_list.bad_lines', { lines: [2, 4], file: 'a.txt', nested: { x: 1 } }))).toEqual({
      code: 'site_list.bad_lines',
      message: 'server says site_list.bad_lines',
      values: { lines: '2, 4', file: 'a.txt' },
      retryable: false,
    });
    expect(toUiError(refused(500, 'server.internal'))).toMatchObject({ code: 'server.internal', retryable: true });
  });

  test('anything that is not the server’s answer is server.internal with its own message', () => {
    expect(toUiError(new Error('boom'))).toEqual({ code: 'server.internal', message: 'boom', values: {}, retryable: true });
    expect(toUiError('odd')).toMatchObject({ code: 'server.internal', message: 'odd' });
  });

  test('a lock-out says how many whole minutes to wait, never 0', () => {
    expect(toUiError(refused(429, 'auth.too_many_attempts', undefined, 20))).toMatchObject({
      values: { minutes: 1 },
      retryAfterSeconds: 20,
    });
    expect(toUiError(refused(429, 'auth.too_many_attempts', undefined, 150)).values).toEqual({ minutes: 3 });
    expect(minutesToWait(undefined)).toBe(1);
  });

  test('keepRefusals: a refused query keeps its code; a lost session, a missing right or a crash read as the fallback', () => {
    const policy = { keep: keepRefusals, fallback: SEARCH_FAILED };
    expect(toUiError(refused(400, 'search.more_than_one_term', { term: 'bank' }), policy)).toMatchObject({
      code: 'search.more_than_one_term',
      values: { term: 'bank' },
      retryable: false,
    });
    for (const error of [refused(401, 'auth.unauthenticated'), refused(403, 'auth.forbidden'), refused(500, 'x.y'), new Error('offline')]) {
      expect(toUiError(error, policy)).toEqual({ ...SEARCH_FAILED, values: {}, retryable: true });
    }
  });

  test('keepRefusals: a shed request keeps server.busy and may be tried again', () => {
    expect(toUiError(refused(503, 'server.busy', undefined, 3), { keep: keepRefusals, fallback: SEARCH_FAILED })).toMatchObject({
      code: 'server.busy',
      retryable: true,
      retryAfterSeconds: 3,
    });
  });

  test('keepDomain keeps the codes of one domain (at any status, or only refusals)', () => {
    const fallback = { code: 'glossary.save_failed', message: 'Error saving glossary item' };
    expect(toUiError(refused(409, 'glossary.not_yours'), { keep: keepDomain('glossary'), fallback }).code).toBe('glossary.not_yours');
    expect(toUiError(refused(500, 'glossary.broken'), { keep: keepDomain('glossary'), fallback }).code).toBe('glossary.broken');
    expect(toUiError(refused(500, 'glossary.broken'), { keep: keepDomain('glossary', true), fallback }).code).toBe('glossary.save_failed');
    expect(toUiError(refused(400, 'glossaryx.odd'), { keep: keepDomain('glossary'), fallback }).code).toBe('glossary.save_failed');
    expect(toUiError(refused(400, 'request.invalid'), { keep: keepDomain('glossary'), fallback })).toEqual({
      ...fallback,
      values: {},
      retryable: true,
    });
  });
});
