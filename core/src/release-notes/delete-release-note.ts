import { releaseNoteNotFound } from './release-note.errors';
import type { ReleaseNoteRepository } from './release-note.ports';

export class DeleteReleaseNote {
  constructor(private readonly notes: ReleaseNoteRepository) {}

  async execute(id: string): Promise<void> {
    if (!(await this.notes.delete(id))) throw releaseNoteNotFound();
  }
}
