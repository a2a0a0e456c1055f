/**
 * Spec §4 and §9: "Clear all" and read marks belong to the user, not to one browser, so every tab
 * and device shows the same list after a reload. These rules decide what the server keeps and
 * what a catch-up may return; the adapters only store and query.
 */

/** At most this many documents are marked read in one request (the list shows 10; a little slack for several tabs). */
export const READ_MARK_LIMIT = 100;

const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);

/**
 * The new "cleared before" mark of a user. It never moves back (a tab with an older list cannot
 * bring cleared matches back) and never past the server's clock (a browser clock running ahead
 * must not hide matches that arrive later). Without a requested time the server's now is used.
 */
export const advanceClearedBefore = (previous: Date | null, requested: Date | null, now: Date): Date => {
  const wanted = requested && requested.getTime() < now.getTime() ? requested : now;
  return previous ? later(previous, wanted) : wanted;
};

/**
 * Where a catch-up starts: what the browser asks for (or the bounded default window), but never
 * at or before the user's "cleared before" mark.
 */
export const catchUpFrom = (since: Date | null, clearedBefore: Date | null, defaultFrom: Date): Date => {
  const asked = since ?? defaultFrom;
  return clearedBefore ? later(asked, clearedBefore) : asked;
};

/** Whether a match is still listed after the user cleared at `clearedBefore` (strictly later matches stay). */
export const survivesClear = (matchedAt: Date, clearedBefore: Date | null): boolean =>
  clearedBefore === null || matchedAt.getTime() > clearedBefore.getTime();

/** Each entry with its read flag, from the set of document ids the user has read. */
export const withReadMarks = <T extends { document: { id: string } }>(
  entries: readonly T[],
  readIds: ReadonlySet<string>,
): (T & { read: boolean })[] => entries.map((entry) => ({ ...entry, read: readIds.has(entry.document.id) }));
