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

  /** The server's 429: too many tries, with how long to wait (the text names the time). */
  const refusedFor = (code: string, retryAfterSeconds: number) => new ApiError({ status: 429, code, message: 'x', retryAfterSeconds });

  test.each([
    ['wrong password', new ApiError({ status: 401, code: 'auth.invalid_credentials', message: 'x' }), 'Wrong e-mail address or password.'],
    ['too many attempts', refusedFor('auth.too_many_attempts', 900), 'Too many failed log-in attempts. Please try again in 15 minutes.'],
    [
      'too many attempts, a few seconds to wait',
      refusedFor('auth.too_many_attempts', 3),
      'Too many failed log-in attempts. Please try again in 3 seconds.',
    ],
    [
      'too many attempts, one minute to wait',
      refusedFor('auth.too_many_attempts', 60),
      'Too many failed log-in attempts. Please try again in 1 minute.',
    ],
    [
      'too many password checks at once',
      refusedFor('auth.login_busy', 1),
      'Many people are logging in right now. Please try again in 1 second.',
    ],
    [
      'network failure',
      new ApiError({ status: 0, code: 'network.failed', message: 'x' }),
      'The server cannot be reached. Please check your connection.',
    ],
    ['invalid input from the server', new ApiError({ status: 400, code: 'request.invalid', message: 'x' }), 'Some fields are not valid.'],
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
    const { user, container } = setup(rejecting(new ApiError({ status: 401, code: 'auth.invalid_credentials', message: 'x' })), language);
    await user.type(screen.getByLabelText(email), 'a@b.c');
    await user.type(screen.getByLabelText(password), 'x');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await axe(container)).toHaveNoViolations();
  });

  test.each([
    ['en', 'E-mail address', 'Password', 'Log in', 900, 'Too many failed log-in attempts. Please try again in 15 minutes.'],
    ['en', 'E-mail address', 'Password', 'Log in', 45, 'Too many failed log-in attempts. Please try again in 45 seconds.'],
    [
      'de',
      'E-Mail-Adresse',
      'Passwort',
      'Anmelden',
      900,
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    ],
    [
      'de',
      'E-Mail-Adresse',
      'Passwort',
      'Anmelden',
      1,
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
    ],
    [
      'fr',
      'Adresse e-mail',
      'Mot de passe',
      'Se connecter',
      60,
      'Trop de tentatives de connexion échouées. Veuillez réessayer dans 1 minute.',
    ],
    [
      'fr',
      'Adresse e-mail',
      'Mot de passe',
      'Se connecter',
      6,
      'Trop de tentatives de connexion échouées. Veuillez réessayer dans 6 secondes.',
    ],
  ] as const)('429 in %s, Retry-After %s s: %s', async (language, email, password, submit, retryAfterSeconds, message) => {
    const { user, container } = setup(
      rejecting(new ApiError({ status: 429, code: 'auth.too_many_attempts', message: 'x', retryAfterSeconds })),
      language,
    );
    await user.type(screen.getByLabelText(email), 'a@b.c');
    await user.type(screen.getByLabelText(password), 'x');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await axe(container)).toHaveNoViolations();
  });

  test.each([
    ['de', 'E-Mail-Adresse', 'Passwort', 'Anmelden', 'Gerade melden sich viele Personen an. Bitte versuchen Sie es in 2 Sekunden erneut.'],
    [
      'fr',
      'Adresse e-mail',
      'Mot de passe',
      'Se connecter',
      'Beaucoup de personnes se connectent en ce moment. Veuillez réessayer dans 2 secondes.',
    ],
  ] as const)('busy in %s', async (language, email, password, submit, message) => {
    const { user } = setup(rejecting(refusedFor('auth.login_busy', 2)), language);
    await user.type(screen.getByLabelText(email), 'a@b.c');
    await user.type(screen.getByLabelText(password), 'x');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
