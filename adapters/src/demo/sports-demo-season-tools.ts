import { zonedTimeToInstant, zurichDay } from '@newsdesk/core/sports/sports-time';
import { SPORTS_TIME_ZONE } from '@newsdesk/core/sports/sports.views';
import { seededRandom } from '@newsdesk/core/shared/seeded-random';

/** What every part of the demo season draws from: one seeded random source and one "now". */
export interface DemoContext {
  now: Date;
  /** Today in Zurich, `YYYY-MM-DD`. */
  today: string;
  random: () => number;
}

export const demoContext = (now: Date, seed: number): DemoContext => ({
  now,
  today: zurichDay(now.toISOString()),
  random: seededRandom(seed),
});

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The latest `dayOfWeek` on or before `day`. */
export const onOrBefore = (day: string, dayOfWeek: number): string => addDays(day, -((weekday(day) - dayOfWeek + 7) % 7));

/** A Zurich wall-clock time as UTC instant (the demo's clubs, races and tournaments are "here"). */
export const zurichTime = (day: string, time: string): string => zonedTimeToInstant(day, time, SPORTS_TIME_ZONE);

export const isPast = (ctx: DemoContext, instant: string): boolean => Date.parse(instant) < ctx.now.getTime();

export const intBetween = (ctx: DemoContext, min: number, max: number): number => min + Math.floor(ctx.random() * (max - min + 1));

export const pickFrom = <T>(ctx: DemoContext, list: readonly T[]): T => list[Math.floor(ctx.random() * list.length)]!;

/** Goals of one side: a few, more for the stronger (a rough Poisson by inversion). */
export const goals = (ctx: DemoContext, expected: number): number => {
  let k = 0;
  let p = Math.exp(-expected);
  let sum = p;
  const u = ctx.random();
  while (u > sum && k < 9) {
    k += 1;
    p *= expected / k;
    sum += p;
  }
  return k;
};
