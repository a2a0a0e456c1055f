import type { Clock } from '../shared/clock';
import type { GlossaryViewer } from './glossary-access';
import type { GlossaryRepository } from './glossary.ports';
import type { GlossaryItemView, GlossaryViews } from './glossary-views';
import { entryAfterChange, findItem } from './find-glossary-item';

/** One like per user: liking a liked item takes the like back. Authors may like their own items. */
export class ToggleGlossaryLike {
  constructor(
    private readonly repo: GlossaryRepository,
    private readonly views: GlossaryViews,
    private readonly clock: Clock,
  ) {}

  async execute(viewer: GlossaryViewer, itemId: string): Promise<GlossaryItemView> {
    await findItem(this.repo, itemId);
    const liked = await this.repo.hasLiked(itemId, viewer.id);
    await this.repo.setLiked(itemId, viewer.id, !liked, this.clock.now().toISOString());
    return this.views.one(await entryAfterChange(this.repo, viewer, itemId), viewer);
  }
}
