import { expect, jest, test } from '@jest/globals';
import { REDIRECT_DELAY_MS, UnauthorizedRedirect } from './unauthorized-redirect';

const setup = (path: string) => {
  const toasts = { show: jest.fn() };
  const goToLogin = jest.fn();
  const timers: { callback: () => void; ms: number }[] = [];
  const redirect = new UnauthorizedRedirect(
    toasts as never,
    () => path,
    goToLogin,
    (callback, ms) => timers.push({ callback, ms }),
  );
  return { redirect, toasts, goToLogin, timers };
};

test('a 401/403 shows the spec message and goes to /login after 2 s, once for many failures', () => {
  const { redirect, toasts, goToLogin, timers } = setup('/dashboard');
  redirect.handle();
  redirect.handle();
  expect(toasts.show).toHaveBeenCalledTimes(1);
  expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', messageKey: 'errors:auth.unauthenticated' }));
  expect(timers).toHaveLength(1);
  expect(timers[0]!.ms).toBe(REDIRECT_DELAY_MS);
  expect(REDIRECT_DELAY_MS).toBe(2000);
  expect(goToLogin).not.toHaveBeenCalled();
  timers[0]!.callback();
  expect(goToLogin).toHaveBeenCalledTimes(1);
  redirect.handle();
  expect(timers).toHaveLength(2);
});

test('on /login itself nothing happens', () => {
  const { redirect, toasts, timers } = setup('/login');
  redirect.handle();
  expect(toasts.show).not.toHaveBeenCalled();
  expect(timers).toHaveLength(0);
});
