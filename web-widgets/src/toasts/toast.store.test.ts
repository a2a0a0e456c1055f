import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { ApiError } from '../api/api-error';
import { ToastStore } from './toast.store';

describe('ToastStore', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('a toast closes itself after 3 seconds', () => {
    const store = new ToastStore();
    store.show({ kind: 'success', message: 'Collection saved' });
    jest.advanceTimersByTime(2999);
    expect(store.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.toasts).toHaveLength(0);
  });

  test('the delay can be changed per store and per toast, or switched off', () => {
    const store = new ToastStore({ autoCloseMs: 5000 });
    store.show({ kind: 'info', message: 'default' });
    store.show({ kind: 'info', message: 'sticky', autoCloseMs: null });
    store.show({ kind: 'info', message: 'quick', autoCloseMs: 100 });
    jest.advanceTimersByTime(100);
    expect(store.toasts.map((toast) => toast.message)).toEqual(['default', 'sticky']);
    jest.advanceTimersByTime(4900);
    expect(store.toasts.map((toast) => toast.message)).toEqual(['sticky']);
  });

  test('dismiss removes one toast and cancels its timer', () => {
    const setTimer = jest.fn((_callback: () => void, _ms: number) => 'handle');
    const clearTimer = jest.fn();
    const store = new ToastStore({ setTimer, clearTimer });
    const first = store.show({ kind: 'info', message: 'one' });
    store.show({ kind: 'info', message: 'two' });
    store.dismiss(first);
    expect(store.toasts.map((toast) => toast.message)).toEqual(['two']);
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 3000);
    expect(clearTimer).toHaveBeenCalledWith('handle');
  });

  test('hold keeps a toast while it is read; release restarts the countdown', () => {
    const store = new ToastStore();
    const id = store.show({ kind: 'warning', message: 'Read me' });
    jest.advanceTimersByTime(2000);
    store.hold(id);
    jest.advanceTimersByTime(10_000);
    expect(store.toasts).toHaveLength(1);
    store.release(id);
    jest.advanceTimersByTime(3000);
    expect(store.toasts).toHaveLength(0);
  });

  test('showError shows the translated code with the server message as fallback', () => {
    const store = new ToastStore();
    store.showError(new ApiError({ status: 409, code: 'collection.name_taken', message: 'Name taken' }));
    store.showError(new Error('boom'));
    expect(store.toasts).toEqual([
      expect.objectContaining({ kind: 'error', messageKey: 'errors:collection.name_taken', message: 'Name taken' }),
      expect.objectContaining({ kind: 'error', messageKey: 'errors:server.internal', message: 'boom' }),
    ]);
  });

  test('clear removes everything', () => {
    const store = new ToastStore();
    store.show({ kind: 'info', message: 'a' });
    store.show({ kind: 'error', message: 'b' });
    store.clear();
    expect(store.toasts).toEqual([]);
  });
});
