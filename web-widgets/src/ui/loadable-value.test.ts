import { describe, expect, test } from '@jest/globals';
import { ApiError } from '../api/api-error';
import { LoadableValue } from './loadable-value';

const refused = () => new ApiError({ status: 400, code: 'gazetteer.invalid_name', message: 'Bad name' });

describe('LoadableValue', () => {
  test('idle, then loading, then ready with the answer', async () => {
    const list = new LoadableValue<string[]>();
    expect(list.status).toBe('idle');
    expect(list.value).toBeUndefined();
    const done = list.load(async () => ['a', 'b']);
    expect(list.status).toBe('loading');
    expect(await done).toBeNull();
    expect(list.status).toBe('ready');
    expect(list.value).toEqual(['a', 'b']);
    expect(list.error).toBeNull();
  });

  test('a failed first load is an error without a value; the failure is handed back', async () => {
    const list = new LoadableValue<string[]>();
    const failure = await list.load(() => Promise.reject(refused()));
    expect(failure?.code).toBe('gazetteer.invalid_name');
    expect(list.status).toBe('error');
    expect(list.error?.code).toBe('gazetteer.invalid_name');
    expect(list.value).toBeUndefined();
    expect(list.shownStatus).toBe('error');
  });

  test('a refresh and a failed refresh keep the value; shownStatus stays ready meanwhile', async () => {
    const list = new LoadableValue<string[]>();
    await list.load(async () => ['a']);
    let answer: (value: string[]) => void = () => undefined;
    const refresh = list.load(() => new Promise<string[]>((resolve) => (answer = resolve)));
    expect(list.status).toBe('loading');
    expect(list.shownStatus).toBe('ready');
    expect(list.value).toEqual(['a']);
    answer(['a', 'b']);
    await refresh;
    await list.load(() => Promise.reject(new Error('network down')));
    expect(list.status).toBe('error');
    expect(list.shownStatus).toBe('ready');
    expect(list.value).toEqual(['a', 'b']);
    expect(list.error?.code).toBe('server.internal');
  });

  test('update changes the value and keeps the status; before the first load it changes nothing', async () => {
    const list = new LoadableValue<string[]>();
    list.update((items) => [...items, 'x']);
    expect(list.status).toBe('idle');
    await list.load(() => Promise.reject(new Error('down')));
    list.update((items) => [...items, 'x']);
    expect(list.value).toBeUndefined();
    await list.load(async () => ['a']);
    list.update((items) => [...items, 'b']);
    expect(list.status).toBe('ready');
    expect(list.value).toEqual(['a', 'b']);
  });

  test('a store may turn failures into its own UiError', async () => {
    const list = new LoadableValue<number>();
    const failure = await list.load(
      () => Promise.reject(new Error('boom')),
      () => ({ code: 'glossary.fetch_failed', message: '', values: {}, retryable: true }),
    );
    expect(failure?.code).toBe('glossary.fetch_failed');
    expect(list.error?.code).toBe('glossary.fetch_failed');
  });
});
