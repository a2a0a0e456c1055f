export interface EventuallyOptions {
  /** What is awaited, for the failure message. */
  what?: string;
  timeoutMs?: number;
  everyMs?: number;
  /** More to show when the time is up (a server process's output, say). */
  context?: () => string;
}

/**
 * Asks `probe` until its answer is `done` and returns that answer: deliveries, notifications and
 * other processes' work arrive in their own time. When the time is up it fails with the last answer.
 */
export const eventually = async <T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  { what, timeoutMs = 20_000, everyMs = 200, context }: EventuallyOptions = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      const more = context ? `\n${context()}` : '';
      throw new Error(`${what ? `${what}: ` : ''}not within ${timeoutMs} ms; last value ${JSON.stringify(value)?.slice(0, 2_000)}${more}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};
