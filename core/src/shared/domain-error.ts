/**
 * Every failure the domain knows about is a DomainError with a stable `code`
 * (e.g. `auth.invalid_credentials`) and a `kind` that the HTTP adapter maps to a status.
 * The UI translates `errors.<code>`; `message` is the English text.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'not_found'
  | 'conflict'
  | 'forbidden'
  | 'unauthorized'
  | 'rate_limited'
  | 'gone'
  | 'too_large'
  | 'unsupported';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
