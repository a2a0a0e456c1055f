/**
 * The embedded PostgreSQL could not be started, reused or stopped. The message is written for
 * the operator who reads it on the terminal: what happened and what to do (docs/operations.md,
 * "Failure modes"; ADR 0011).
 */
export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';
}

export const isEmbeddedPostgresError = (error: unknown): error is EmbeddedPostgresError => error instanceof EmbeddedPostgresError;
