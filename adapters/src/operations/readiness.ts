/** One thing a process needs before it can do its work; resolves with a short detail, or throws saying what is wrong. */
export interface ReadinessCheck {
  name: string;
  run(): Promise<string>;
}

export interface CheckOutcome {
  name: string;
  ok: boolean;
  message: string;
  ms: number;
}

export interface ReadinessReport {
  ready: boolean;
  checks: CheckOutcome[];
}

/**
 * Runs every check at once, each bounded by the timeout (a database that does not answer must not
 * hold a load balancer's probe): ready only when all pass. docs/operations.md, "Health and metrics".
 */
export const checkReadiness = async (checks: readonly ReadinessCheck[], timeoutMs: number): Promise<ReadinessReport> => {
  const outcomes = await Promise.all(checks.map((check) => runCheck(check, timeoutMs)));
  return { ready: outcomes.every((o) => o.ok), checks: outcomes };
};

const runCheck = async (check: ReadinessCheck, timeoutMs: number): Promise<CheckOutcome> => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const message = await Promise.race([
      check.run(),
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs / 1000} s.`)), timeoutMs)),
      ),
    ]);
    return { name: check.name, ok: true, message, ms: elapsed() };
  } catch (error) {
    return { name: check.name, ok: false, message: error instanceof Error ? error.message : String(error), ms: elapsed() };
  } finally {
    clearTimeout(timer);
  }
};
