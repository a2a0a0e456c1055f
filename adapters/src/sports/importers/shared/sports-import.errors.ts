/**
 * A problem with the input of an import (unknown format, missing file, a value the file lacks,
 * a row that does not parse). The CLI prints the message as is and exits with 2; anything else
 * is a bug and keeps its stack.
 */
export class SportsImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SportsImportError';
  }
}

export const isSportsImportError = (error: unknown): error is SportsImportError => error instanceof SportsImportError;
