import type { CustomTimeFrame } from './search.types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A local calendar day `YYYY-MM-DD` at the given local time, or null when it is no real date. */
const localInstant = (day: string, time: string): Date | null => {
  if (!DATE.test(day)) return null;
  const date = new Date(`${day}T${time}`);
  // new Date('2026-02-31T00:00') rolls over to March: such a day does not exist.
  return Number.isNaN(date.getTime()) || toDateInput(date.toISOString()) !== day ? null : date;
};

/**
 * Two date-input values as a custom time frame covering both whole days in the reader's time
 * zone; null unless both are dates and from ≤ to (the server checks the same, as 400).
 */
export const customRange = (from: string, to: string): CustomTimeFrame | null => {
  const start = localInstant(from, '00:00:00.000');
  const end = localInstant(to, '23:59:59.999');
  return start && end && start <= end ? { from: start.toISOString(), to: end.toISOString() } : null;
};

/** An instant as the local `YYYY-MM-DD` a date input shows. */
export const toDateInput = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
