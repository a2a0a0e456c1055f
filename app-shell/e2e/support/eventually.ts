/**
 * Retries an assertion until it passes or the time is up (the last failure is thrown).
 * Browser state settles asynchronously; this waits for it without fixed sleeps.
 */
export const eventually = async (assertion: () => Promise<void> | void, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};
