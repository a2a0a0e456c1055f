import type { ViewEvents } from './use-view-store';

/** Writes a view's own keys into the page's params (kept in the statisticsProps cache) and keeps the rest. */
export const saveParams = (events: ViewEvents, changes: Record<string, string | number | null | undefined>): void => {
  const next = { ...events.params() };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') delete next[key];
    else next[key] = String(value);
  }
  events.onParamsChange(next);
};

/** A cached value if it is one of the allowed ones; a stale or hand-edited cache falls back. */
export const oneOf = <V extends string>(value: string | undefined, allowed: readonly V[], fallback: V): V =>
  allowed.find((candidate) => candidate === value) ?? fallback;

/** A positive whole number from the cache, else the fallback. */
export const positiveInt = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
};
