import { describe, expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Language, SessionInfo } from '@newsdesk/core/identity/user-view';
import { ApiError } from '../api/api-error';
import { aUser, renderWidget } from '../testing/render-widget';
import { LoginForm } from './LoginForm';
import { LoginFormStore } from './login-form.store';
import type { LoginGateway } from './login-form.store';

const session: SessionInfo = { user: aUser(), sessionId: 's-1', environment: 'production' };

const setup = (login: LoginGateway['login'], language: Language = 'en') => {
  const store = new LoginFormStore({ login });
  const onLoggedIn = jest.fn();
  const user = userEvent.setup();
  const view = renderWidget(<LoginForm store={store} onLoggedIn={onLoggedIn} />, { language });
  return { store, onLoggedIn, user, ...view };
};

const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('E-mail address'), 'anna.keller@newsroom.example');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

const rejecting = (error: unknown) => () => Promise.reject(error);

describe('LoginForm', () => {
  test('empty: labelled fields with autocomplete hints, axe-clean', async () => {
    const { container } = setup(() => Promise.resolve(session));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    // A named region, never a second <main> inside the host's.
    expect(screen.getByRole('region', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('logs in and hands the session over', async () => {
    const { user, onLoggedIn } = setup(() => Promise.resolve(session));
    await fillAndSubmit(user);
    expect(onLoggedIn).toHaveBeenCalledWith(session);
  });

  test('submitting: the button is disabled and says so', async () => {
    const { user, container } = setup(() => new Promise<SessionInfo>(() => undefined));
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('empty fields: invalid input message, fields flagged', async () => {
    const { user, container } = setup(() => Promise.resolve(session));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Some fields are not valid.');
    expect(await axe(container)).toHaveNoViolations();
  });

  test.each([
    [
      'wrong password',
      new ApiError({ status: 401, code: 'auth.invalid_credentials', message: 'x' }),
      'Wrong e-mail address or password.',
    ],
    [
      'too many attempts',
      new ApiError({ status: 429, code: 'auth.too_many_attempts', message: 'x', retryAfterSeconds: 900 }),
      'Too many failed log-in attempts. Please try again in 15 minutes.',
    ],
    [
      'network failure',
      new ApiError({ status: 0, code: 'network.failed', message: 'x' }),
      'The server cannot be reached. Please check your connection.',
    ],
    [
      'invalid input from the server',
      new ApiError({ status: 400, code: 'request.invalid', message: 'x' }),
      'Some fields are not valid.',
    ],
    [
      'a code the UI does not know yet',
      new ApiError({ status: 503, code: 'server.maintenance', message: 'Back at 6 a.m.' }),
      'Back at 6 a.m.',
    ],
  ])('%s', async (_name, error, text) => {
    const { user, container, onLoggedIn } = setup(rejecting(error));
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  test.each([
    ['de', 'E-Mail-Adresse', 'Passwort', 'Anmelden', 'Falsche E-Mail-Adresse oder falsches Passwort.'],
    ['fr', 'Adresse e-mail', 'Mot de passe', 'Se connecter', 'Adresse e-mail ou mot de passe incorrect.'],
  ] as const)('%s', async (language, email, password, submit, message) => {
    const { user, container } = setup(
      rejecting(new ApiError({ status: 401, code: 'auth.invalid_credentials', message: 'x' })),
      language,
    );
    await user.type(screen.getByLabelText(email), 'a@b.c');
    await user.type(screen.getByLabelText(password), 'x');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await axe(container)).toHaveNoViolations();
  });
});
