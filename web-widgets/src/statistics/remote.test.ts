import { describe, expect, test } from '@jest/globals';
import { ApiError } from '../api/api-error';
import { Remote } from './remote';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
};

describe('Remote', () => {
  test('status and value travel together: loading keeps the value of the same key, drops another key’s', async () => {
    const remote = new Remote<string>();
    expect(remote.state).toEqual({ status: 'idle' });
    expect(await remote.load('2024', () => Promise.resolve('table 2024'))).toEqual({ status: 'ready' });
    expect(remote.state).toEqual({ status: 'ready', value: 'table 2024' });

    const again = deferred<string>();
    const reloading = remote.load('2024', () => again.promise);
    expect([remote.status, remote.data]).toEqual(['loading', 'table 2024']);
    again.resolve('table 2024, later');
    await reloading;

    const other = deferred<string>();
    const switching = remote.load('2023', () => other.promise);
    expect([remote.status, remote.data, remote.key]).toEqual(['loading', null, '2023']);
    other.resolve('table 2023');
    await switching;
    expect([remote.status, remote.data]).toEqual(['ready', 'table 2023']);
  });

  test('only the latest answer lands; the older one says it was superseded', async () => {
    const remote = new Remote<string>();
    const older = deferred<string>();
    const first = remote.load('ATP', () => older.promise);
    expect(await remote.load('WTA', () => Promise.resolve('WTA list'))).toEqual({ status: 'ready' });
    older.resolve('ATP list');
    expect(await first).toEqual({ status: 'superseded' });
    expect([remote.key, remote.data]).toEqual(['WTA', 'WTA list']);
  });

  test('a failure is the kit’s error with the value gone, and hands the caller the error as thrown', async () => {
    const remote = new Remote<string>();
    await remote.load('team-1', () => Promise.resolve('Arsenal'));
    const notFound = new ApiError({ status: 404, code: 'sports.not_found', message: 'No such team.' });
    expect(await remote.load('team-1', () => Promise.reject(notFound))).toEqual({ status: 'error', cause: notFound });
    expect(remote.state).toMatchObject({ status: 'error', error: { code: 'sports.not_found' } });
    expect(remote.data).toBeNull();
  });

  test('reset forgets everything and drops an answer still on its way', async () => {
    const remote = new Remote<string>();
    const pending = deferred<string>();
    const loading = remote.load('x', () => pending.promise);
    remote.reset();
    pending.resolve('late');
    expect(await loading).toEqual({ status: 'superseded' });
    expect([remote.state, remote.key]).toEqual([{ status: 'idle' }, null]);
  });
});
