import type { GlossaryViewer } from './glossary-access';
import type { GlossaryRepository } from './glossary.ports';
import { findChangeable } from './find-glossary-item';

/** The author or an administrator deletes an item, with its likes and comments. */
export class DeleteGlossaryItem {
  constructor(private readonly repo: GlossaryRepository) {}

  async execute(viewer: GlossaryViewer, id: string): Promise<void> {
    await findChangeable(this.repo, viewer, id);
    await this.repo.delete(id);
  }
}
