import type { TimeFrame } from './search-query.types';
import { invalidTimeFrame } from './search.errors';

export interface TimeRange {
  from: Date;
  to: Date;
}

const HOUR = 3_600_000;

/** `months` calendar months before `now` (UTC), clamped to the end of a shorter month. */
const monthsBefore = (now: Date, months: number): Date => {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
};

/**
 * A time frame as an inclusive range ending at `now`. Week = 7 × 24 h; month and year are
 * calendar months/years (31 March − 1 month = 28/29 February). A custom range is validated:
 * two valid ISO dates with from ≤ to, else `search.invalid_time_frame`.
 */
export const resolveTimeFrame = (timeFrame: TimeFrame, now: Date): TimeRange => {
  const back = (ms: number): TimeRange => ({ from: new Date(now.getTime() - ms), to: new Date(now.getTime()) });
  switch (timeFrame) {
    case 'past-hour':
      return back(HOUR);
    case '4-hours':
      return back(4 * HOUR);
    case '24-hours':
      return back(24 * HOUR);
    case 'week':
      return back(7 * 24 * HOUR);
    case 'month':
      return { from: monthsBefore(now, 1), to: new Date(now.getTime()) };
    case 'year':
      return { from: monthsBefore(now, 12), to: new Date(now.getTime()) };
    default: {
      const from = new Date(timeFrame.from);
      const to = new Date(timeFrame.to);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to) {
        throw invalidTimeFrame(timeFrame.from, timeFrame.to);
      }
      return { from, to };
    }
  }
};
