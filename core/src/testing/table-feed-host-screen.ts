import type { FeedHostScreen, FeedHostStanding } from '../sources/source.ports';

/**
 * A FeedHostScreen for use-case tests: hosts named in the table are refused (with their range) or
 * intranet, every other host is public. The real screen (adapters/src/http/sources/feed-host-screen.ts)
 * applies the outbound gate's address policy and has its own tests.
 */
export class TableFeedHostScreen implements FeedHostScreen {
  readonly judged: string[] = [];

  constructor(private readonly table: { refused?: Record<string, string>; intranet?: readonly string[] } = {}) {}

  judge(hostname: string): FeedHostStanding {
    this.judged.push(hostname);
    const range = this.table.refused?.[hostname];
    if (range) return { kind: 'refused', range };
    return this.table.intranet?.includes(hostname) ? { kind: 'intranet' } : { kind: 'public' };
  }
}
