import { describe, expect, test } from '@jest/globals';
import { failed, idle, loading, ready, valueOf, type Loadable } from './loadable';

const busy = { code: 'server.busy', message: 'Busy', values: {}, retryable: true };

describe('Loadable', () => {
  test('idle, then loading, then ready with its value', () => {
    const first = idle<string[]>();
    expect(valueOf(first)).toBeUndefined();
    expect(loading(first)).toEqual({ status: 'loading' });
    expect(ready(['a'])).toEqual({ status: 'ready', value: ['a'] });
  });

  test('loading again and a failed refresh keep the value that was shown', () => {
    const shown: Loadable<string[]> = ready(['a', 'b']);
    expect(loading(shown)).toEqual({ status: 'loading', value: ['a', 'b'] });
    expect(failed(busy, loading(shown))).toEqual({ status: 'error', error: busy, value: ['a', 'b'] });
  });

  test('a first load that fails has only its error', () => {
    expect(failed(busy, loading(idle()))).toEqual({ status: 'error', error: busy });
    expect(failed(busy)).toEqual({ status: 'error', error: busy });
  });
});
