import { mayChange, type GlossaryViewer } from './glossary-access';
import { commentNotFound, notCommentAuthor } from './glossary.errors';
import type { GlossaryRepository } from './glossary.ports';
import type { GlossaryItemView, GlossaryViews } from './glossary-views';
import { entryAfterChange } from './find-glossary-item';

/** Users delete their own comments; administrators delete anyone's. */
export class DeleteGlossaryComment {
  constructor(
    private readonly repo: GlossaryRepository,
    private readonly views: GlossaryViews,
  ) {}

  async execute(viewer: GlossaryViewer, itemId: string, commentId: string): Promise<GlossaryItemView> {
    const comment = await this.repo.findComment(commentId);
    if (!comment || comment.itemId !== itemId) throw commentNotFound();
    if (!mayChange(comment.authorId, viewer)) throw notCommentAuthor();
    await this.repo.deleteComment(commentId);
    return this.views.one(await entryAfterChange(this.repo, viewer, itemId), viewer);
  }
}
