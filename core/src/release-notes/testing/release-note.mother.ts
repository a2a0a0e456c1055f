import type { ReleaseNote } from '../release-note.types';

let counter = 0;

/** A stored note; every call is a new id, one minute after the previous one unless told. */
export const aReleaseNote = (overrides: Partial<ReleaseNote> = {}): ReleaseNote => {
  counter += 1;
  const at = overrides.createdAt ?? new Date(Date.UTC(2026, 10, 1, 9, counter));
  return {
    id: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    createdAt: at,
    updatedAt: at,
    createdBy: null,
    markdown: { en: `Note ${counter}` },
    html: { en: `<p>Note ${counter}</p>` },
    ...overrides,
  };
};
