import { describe, expect, jest, test } from '@jest/globals';
import { ApiError } from '../../api/api-error';
import type { SportsFetchError } from '../statistics-view.types';
import { RemoteData } from './remote-data';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const make = () => {
  const report = jest.fn<(code: SportsFetchError) => void>();
  const remote = new RemoteData<string[]>('sports.fetch_tours_failed', report, (rows) => rows.length === 0);
  return { remote, report };
};

describe('RemoteData', () => {
  test('keeps the shown rows while the next answer loads, then shows it', async () => {
    const { remote } = make();
    await remote.load(() => Promise.resolve(['ATP']));
    const next = deferred<string[]>();
    const loading = remote.load(() => next.promise);
    expect(remote.status).toBe('loading');
    expect(remote.loading).toBe(true);
    expect(remote.data).toEqual(['ATP']);
    next.resolve(['WTA']);
    await loading;
    expect([remote.status, remote.data]).toEqual(['ready', ['WTA']]);
  });

  test('the newer request wins over an older one still in flight', async () => {
    const { remote, report } = make();
    const older = deferred<string[]>();
    const first = remote.load(() => older.promise);
    await remote.load(() => Promise.resolve(['WTA']));
    older.reject(new Error('late failure'));
    await first;
    expect([remote.status, remote.data]).toEqual(['ready', ['WTA']]);
    expect(report).not.toHaveBeenCalled();
  });

  test('an answer with nothing in it and a 404 are answers that are empty, not failures', async () => {
    const { remote, report } = make();
    await remote.load(() => Promise.resolve([]));
    expect([remote.status, remote.isEmpty, remote.shown]).toEqual(['ready', true, null]);
    await remote.load(() => Promise.reject(new ApiError({ status: 404, code: 'sports.not_found', message: 'No such season.' })));
    expect([remote.status, remote.isEmpty, remote.data]).toEqual(['ready', true, null]);
    expect(report).not.toHaveBeenCalled();
    await remote.load(() => Promise.resolve(['ATP']));
    expect([remote.isEmpty, remote.shown]).toEqual([false, ['ATP']]);
  });

  test('any other failure is shown as an error and reported with the view’s code', async () => {
    const { remote, report } = make();
    await remote.load(() => Promise.reject(new ApiError({ status: 500, code: 'server.internal', message: 'Boom.' })));
    expect([remote.status, remote.data]).toEqual(['error', null]);
    expect(report).toHaveBeenCalledWith('sports.fetch_tours_failed');
  });

  test('clear forgets the rows and drops an answer still on its way', async () => {
    const { remote } = make();
    const pending = deferred<string[]>();
    const loading = remote.load(() => pending.promise);
    remote.clear();
    pending.resolve(['ATP']);
    await loading;
    expect([remote.status, remote.data]).toEqual(['idle', null]);
  });
});
