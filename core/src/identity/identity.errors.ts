import { DomainError } from '../shared/domain-error';

export const invalidCredentials = () => new DomainError('unauthorized', 'auth.invalid_credentials', 'Wrong e-mail address or password.');

export const unauthenticated = () =>
  new DomainError('unauthorized', 'auth.unauthenticated', 'Unauthorized access. Redirecting to login page...');

export const forbidden = () => new DomainError('forbidden', 'auth.forbidden', 'Unauthorized access. Redirecting to login page...');

/** "in 40 seconds", "in 1 minute", "in 15 minutes": a wait of a few seconds must not read "1 minutes". */
const inWords = (seconds: number): string => {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** The account, or this client on it, is at its limit, or the client's turn is too far away (ADR 0014). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new DomainError(
    'rate_limited',
    'auth.too_many_attempts',
    `Too many failed log-in attempts. Please try again ${inWords(retryAfterSeconds)}.`,
    { retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) },
  );

/** Too many password checks at once in this process (password-check-gate.ts): a short wait helps. */
export const loginBusy = (retryAfterSeconds: number) =>
  new DomainError(
    'rate_limited',
    'auth.login_busy',
    `Many people are logging in right now. Please try again ${inWords(retryAfterSeconds)}.`,
    {
      retryAfterSeconds,
    },
  );

export const emailTaken = () => new DomainError('conflict', 'user.email_taken', 'A user with this e-mail address already exists.');

export const invalidEmail = () => new DomainError('invalid', 'user.invalid_email', 'This e-mail address is not valid.');

export const weakPassword = (minLength: number) =>
  new DomainError('invalid', 'user.weak_password', `The password must have at least ${minLength} characters.`, {
    minLength,
  });

export const sessionNotFound = () => new DomainError('not_found', 'session.not_found', 'This session does not exist.');

export const userNotFound = () => new DomainError('not_found', 'user.not_found', 'This user does not exist.');

export const nameRequired = () => new DomainError('invalid', 'user.name_required', 'A given name is required.');

export const rolesRequired = () => new DomainError('invalid', 'user.roles_required', 'A user needs at least one role.');

// conflict, not forbidden: the caller is an admin and may do this to others; a 403 would send them to the login page
export const cannotDeactivateSelf = () =>
  new DomainError('conflict', 'user.cannot_deactivate_self', 'You cannot deactivate your own account.');

export const cannotRemoveOwnAdmin = () =>
  new DomainError('conflict', 'user.cannot_remove_own_admin', 'You cannot remove your own admin role.');
