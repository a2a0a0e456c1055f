import type { Clock } from '../shared/clock';
import type { GlossaryViewer } from './glossary-access';
import type { GlossaryRepository } from './glossary.ports';
import { cleanComment } from './glossary-text';
import type { GlossaryItemView, GlossaryViews } from './glossary-views';
import { entryAfterChange, findItem } from './find-glossary-item';
import type { IdGenerator } from '../shared/id-generator';

/** Any logged-in user comments on any item; the answer is the item with its comments. */
export class AddGlossaryComment {
  constructor(
    private readonly repo: GlossaryRepository,
    private readonly views: GlossaryViews,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(viewer: GlossaryViewer, itemId: string, text: string): Promise<GlossaryItemView> {
    const clean = cleanComment(text);
    await findItem(this.repo, itemId);
    await this.repo.addComment({
      id: this.ids.newId(),
      itemId,
      authorId: viewer.id,
      text: clean,
      createdAt: this.clock.now().toISOString(),
    });
    return this.views.one(await entryAfterChange(this.repo, viewer, itemId), viewer);
  }
}
