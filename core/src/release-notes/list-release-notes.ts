import { invalidReleaseNoteCursor } from './release-note.errors';
import type { ReleaseNoteRepository } from './release-note.ports';
import { decodeCursor, RELEASE_NOTE_PAGE_SIZE, toReleaseNoteView, type ReleaseNotePage } from './release-note.types';

/** One page of the slider, newest first; the cursor is the last note the reader already has. */
export class ListReleaseNotes {
  constructor(
    private readonly notes: ReleaseNoteRepository,
    private readonly pageSize = RELEASE_NOTE_PAGE_SIZE,
  ) {}

  async execute(cursor?: string | null): Promise<ReleaseNotePage> {
    const after = cursor ? decodeCursor(cursor) : null;
    if (cursor && !after) throw invalidReleaseNoteCursor();
    // one more than a page tells whether older notes exist without a count query
    const rows = await this.notes.listPage(this.pageSize + 1, after);
    return {
      releaseNotes: rows.slice(0, this.pageSize).map(toReleaseNoteView),
      areThereMoreReleaseNotes: rows.length > this.pageSize,
    };
  }
}
