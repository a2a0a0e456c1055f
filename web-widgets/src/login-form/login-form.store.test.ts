import { describe, expect, jest, test } from '@jest/globals';
import type { SessionInfo } from '@newsdesk/core/identity/user-view';
import { ApiError } from '../api/api-error';
import { aUser } from '../testing/render-widget';
import { LoginFormStore } from './login-form.store';
import type { LoginGateway } from './login-form.store';

const session: SessionInfo = { user: aUser(), sessionId: 's-1', environment: 'production' };

const filledStore = (login: LoginGateway['login']) => {
  const store = new LoginFormStore({ login });
  store.setEmail('  anna.keller@newsroom.example ');
  store.setPassword('correct horse');
  return store;
};

describe('LoginFormStore', () => {
  test('a successful login returns the session and forgets the password', async () => {
    const login = jest.fn<LoginGateway['login']>(() => Promise.resolve(session));
    const store = filledStore(login);
    await expect(store.submit()).resolves.toBe(session);
    expect(login).toHaveBeenCalledWith('anna.keller@newsroom.example', 'correct horse');
    expect(store.password).toBe('');
    expect(store.error).toBeNull();
    expect(store.submitting).toBe(false);
  });

  test('is submitting while the server answers, and ignores a second submit', async () => {
    let resolve: (value: SessionInfo) => void = () => undefined;
    const login = jest.fn<LoginGateway['login']>(() => new Promise((done) => (resolve = done)));
    const store = filledStore(login);
    const pending = store.submit();
    expect(store.submitting).toBe(true);
    await expect(store.submit()).resolves.toBeUndefined();
    resolve(session);
    await pending;
    expect(login).toHaveBeenCalledTimes(1);
    expect(store.submitting).toBe(false);
  });

  test('empty fields are refused without calling the server', async () => {
    const login = jest.fn<LoginGateway['login']>();
    const store = new LoginFormStore({ login });
    store.setEmail('anna.keller@newsroom.example');
    await expect(store.submit()).resolves.toBeUndefined();
    expect(login).not.toHaveBeenCalled();
    expect(store.error?.code).toBe('request.invalid');
    expect(store.passwordMissing).toBe(true);
    expect(store.emailMissing).toBe(false);
  });

  test('maps a wrong password to auth.invalid_credentials', async () => {
    const store = filledStore(() =>
      Promise.reject(new ApiError({ status: 401, code: 'auth.invalid_credentials', message: 'Wrong e-mail address or password.' })),
    );
    await store.submit();
    expect(store.error).toEqual({ code: 'auth.invalid_credentials', message: 'Wrong e-mail address or password.' });
  });

  test('429 keeps the wait time and rounds it up to whole minutes', async () => {
    const store = filledStore(() =>
      Promise.reject(new ApiError({ status: 429, code: 'auth.too_many_attempts', message: 'Too many', retryAfterSeconds: 610 })),
    );
    await store.submit();
    expect(store.error).toMatchObject({ code: 'auth.too_many_attempts', retryAfterSeconds: 610 });
    expect(store.errorValues).toEqual({ context: 'minutes', count: 11, minutes: 11 });
  });

  test.each([
    ['auth.too_many_attempts', 3, { context: 'seconds', count: 3 }],
    ['auth.too_many_attempts', 59, { context: 'seconds', count: 59 }],
    ['auth.too_many_attempts', 60, { context: 'minutes', count: 1, minutes: 1 }],
    ['auth.too_many_attempts', undefined, { minutes: 1 }],
    ['auth.login_busy', 2, { context: 'seconds', count: 2 }],
    ['auth.login_busy', undefined, {}],
  ] as const)('%s with Retry-After %s s waits %j', async (code, retryAfterSeconds, values) => {
    const store = filledStore(() => Promise.reject(new ApiError({ status: 429, code, message: 'x', retryAfterSeconds })));
    await store.submit();
    expect(store.errorValues).toEqual(values);
  });

  test('a network failure and an unexpected error both become messages', async () => {
    const offline = filledStore(() => Promise.reject(new ApiError({ status: 0, code: 'network.failed', message: 'unreachable' })));
    await offline.submit();
    expect(offline.error?.code).toBe('network.failed');

    const broken = filledStore(() => Promise.reject(new Error('kaputt')));
    await broken.submit();
    expect(broken.error).toEqual({ code: 'server.internal', message: 'kaputt' });
  });
});
