import { isEmbeddedPostgresError } from '@newsdesk/adapters/postgres/embedded-postgres.errors';
import { isSportsImportError } from '@newsdesk/adapters/sports/importers/shared/sports-import.errors';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { ConfigError } from '../config';

/** Wrong arguments on the command line: the message says which, the program exits with 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface Failure {
  /** Sentences for the terminal: what went wrong and what to do. */
  message: string;
  /** 2: usage or configuration; 1: anything else. */
  exitCode: 1 | 2;
}

interface ErrorWithCode extends Error {
  code?: string;
  address?: string;
  port?: number;
  errors?: unknown[];
}

/** Errors from Node's own modules may come from another realm (jest's VM), where instanceof fails. */
const isErrorLike = (value: unknown): value is ErrorWithCode =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as Error).message === 'string' &&
    typeof (value as Error).name === 'string');

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'the host cannot be reached',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be looked up',
};

/** A connection error of node-postgres, also when it comes wrapped (AggregateError of IPv4 and IPv6 tries). */
const networkError = (error: ErrorWithCode): ErrorWithCode | undefined => {
  if (error.code && error.code in NETWORK_CODES) return error;
  return error.errors?.find((e): e is ErrorWithCode => isErrorLike(e) && (e.code ?? '') in NETWORK_CODES);
};

/** PostgreSQL's own refusals of a login (SQLSTATE class 28, 3D000): DATABASE_URL is wrong. */
const LOGIN_REFUSALS: Record<string, string> = {
  '28P01': 'refused the password',
  '28000': 'refused the login',
  '3D000': 'has no such database',
};

const describeValue = (value: unknown): string => {
  if (value === undefined || value === null) return 'no reason was given (a library gave up with an empty rejection)';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value).slice(0, 300);
  } catch {
    return String(value);
  }
};

/**
 * Turns whatever a command-line program failed with into sentences for the operator — never
 * `undefined` and never a bare stack (the stack only with LOG_LEVEL=debug or trace).
 */
export const describeFailure = (error: unknown, program: string, env: NodeJS.ProcessEnv = process.env): Failure => {
  if (error instanceof ConfigError)
    return { message: `${error.message}\nFix the variables named above and run ${program} again.`, exitCode: 2 };
  if (error instanceof UsageError || isSportsImportError(error))
    return { message: `${error.message}\nRun ${program} -- --help for the options.`, exitCode: 2 };
  if (isErrorLike(error) && error.code?.startsWith('ERR_PARSE_ARGS_')) {
    return { message: `${error.message}\nRun ${program} -- --help for the options.`, exitCode: 2 };
  }
  if (isEmbeddedPostgresError(error)) return { message: error.message, exitCode: 1 };
  if (isDomainError(error)) return { message: `${error.message} (${error.code})`, exitCode: error.kind === 'invalid' ? 2 : 1 };
  if (!isErrorLike(error)) {
    return {
      message: `${program} stopped: ${describeValue(error)}. Run it again; if it fails the same way, report this message.`,
      exitCode: 1,
    };
  }
  if (error.code === 'EADDRINUSE') {
    const where = error.port ? `Port ${error.port}` : 'The port';
    return {
      message: `${where} is already in use (is Newsdesk already running?): stop that program or set PORT to a free port, then run ${program} again.`,
      exitCode: 1,
    };
  }
  const network = networkError(error);
  if (network) {
    const where = network.address ? ` at ${network.address}${network.port ? `:${network.port}` : ''}` : '';
    return {
      message: `Cannot reach PostgreSQL${where}: ${NETWORK_CODES[network.code!]}. Check DATABASE_URL and that the server runs, then run ${program} again.`,
      exitCode: 1,
    };
  }
  const refusal = LOGIN_REFUSALS[error.code ?? ''];
  if (refusal) return { message: `PostgreSQL ${refusal} (${error.message}). Check DATABASE_URL, then run ${program} again.`, exitCode: 1 };
  const debug = ['debug', 'trace'].includes(env.LOG_LEVEL ?? '');
  return {
    message:
      `${program} stopped: ${error.message || error.name}. Run it again; if it fails the same way, report this message` +
      (debug ? `.\n${error.stack ?? ''}` : ` (with LOG_LEVEL=debug it also shows where it happened).`),
    exitCode: 1,
  };
};

/** The end of every command-line program: print the sentences on stderr and exit with their code. */
export const exitWithFailure =
  (program: string) =>
  (error: unknown): never => {
    const failure = describeFailure(error, program);
    console.error(failure.message);
    process.exit(failure.exitCode);
  };
