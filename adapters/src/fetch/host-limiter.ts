/**
 * A per-host semaphore: at most `perHost` tasks for one host run at once, the rest wait in
 * arrival order. Politeness towards the publishers we crawl, and no host can take all sockets.
 */
export class HostLimiter {
  private readonly hosts = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(private readonly perHost = 2) {
    if (!Number.isInteger(perHost) || perHost < 1) throw new RangeError('perHost must be a positive integer');
  }

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const key = host.toLowerCase();
    await this.acquire(key);
    try {
      return await task();
    } finally {
      this.release(key);
    }
  }

  /** How many tasks run for `host` now (for tests and diagnostics). */
  running(host: string): number {
    return this.hosts.get(host.toLowerCase())?.running ?? 0;
  }

  private acquire(key: string): Promise<void> {
    let slot = this.hosts.get(key);
    if (!slot) {
      slot = { running: 0, waiting: [] };
      this.hosts.set(key, slot);
    }
    if (slot.running < this.perHost) {
      slot.running += 1;
      return Promise.resolve();
    }
    const queue = slot.waiting;
    // The releasing task hands its place over directly, so `running` never dips and a newcomer
    // cannot overtake those already waiting.
    return new Promise((resolve) => queue.push(resolve));
  }

  private release(key: string): void {
    const slot = this.hosts.get(key);
    if (!slot) return;
    const next = slot.waiting.shift();
    if (next) {
      next();
      return;
    }
    slot.running -= 1;
    // Forget idle hosts so a long-running crawler does not keep one entry per host ever seen.
    if (slot.running === 0) this.hosts.delete(key);
  }
}
