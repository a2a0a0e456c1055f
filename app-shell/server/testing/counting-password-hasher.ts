import type { Container } from 'inversify';
import { PasswordHasher } from '@newsdesk/core/identity/identity.ports';

export interface PasswordChecks {
  /** Password checks (PasswordHasher.verify) started so far. */
  started: number;
  running: number;
  /** The most checks that ran at the same time. */
  mostAtOnce: number;
}

/**
 * Counts the password checks of one server process: the container's real PasswordHasher (scrypt,
 * at the configured cost) is wrapped when it is first resolved, and still does every check.
 * Pass `beforeResolve` to startServer / startTestServer.
 */
export const countPasswordChecks = (): { checks: PasswordChecks; beforeResolve: (container: Container) => void } => {
  const checks: PasswordChecks = { started: 0, running: 0, mostAtOnce: 0 };
  const beforeResolve = (container: Container) => {
    container.onActivation<PasswordHasher>(PasswordHasher, (_context, real) => ({
      hash: (password) => real.hash(password),
      verify: async (password, hash) => {
        checks.started += 1;
        checks.running += 1;
        checks.mostAtOnce = Math.max(checks.mostAtOnce, checks.running);
        try {
          return await real.verify(password, hash);
        } finally {
          checks.running -= 1;
        }
      },
    }));
  };
  return { checks, beforeResolve };
};
