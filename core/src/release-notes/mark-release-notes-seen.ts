import type { UnseenReleaseNotes } from '../identity/identity.ports';
import type { Clock } from '../shared/clock';
import type { ReleaseNoteRepository } from './release-note.ports';

/** The reader opened the slider: every note published so far counts as seen. */
export class MarkReleaseNotesSeen {
  constructor(
    private readonly notes: ReleaseNoteRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<void> {
    await this.notes.markSeen(userId, this.clock.now());
  }
}

/** Identity's port, answered by the release notes (hasNotSeenReleaseNotes of the session). */
export class ReleaseNotesUnseen implements UnseenReleaseNotes {
  constructor(private readonly notes: ReleaseNoteRepository) {}

  hasUnseen(userId: string): Promise<boolean> {
    return this.notes.hasUnseen(userId);
  }
}
