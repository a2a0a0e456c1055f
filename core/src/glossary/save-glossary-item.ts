import type { Clock } from '../shared/clock';
import type { GlossaryViewer } from './glossary-access';
import type { GlossaryRepository, RichTextSanitizer } from './glossary.ports';
import type { GlossaryItem } from './glossary.types';
import { cleanDraft, type GlossaryDraft } from './glossary-text';
import type { GlossaryItemView, GlossaryViews } from './glossary-views';
import { entryAfterChange, findChangeable } from './find-glossary-item';
import type { IdGenerator } from '../shared/id-generator';

/** POST /api/glossaryItems: creates an item, or edits it when an id is given (author or admin). */
export class SaveGlossaryItem {
  constructor(
    private readonly repo: GlossaryRepository,
    private readonly views: GlossaryViews,
    private readonly sanitizer: RichTextSanitizer,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(viewer: GlossaryViewer, draft: GlossaryDraft & { id?: string | undefined }): Promise<GlossaryItemView> {
    const clean = cleanDraft(draft, this.sanitizer);
    const now = this.clock.now().toISOString();
    let item: GlossaryItem;
    if (draft.id) {
      // the author stays the author when an administrator edits
      item = { ...(await findChangeable(this.repo, viewer, draft.id)), ...clean, updatedAt: now };
      await this.repo.update(item);
    } else {
      item = { id: this.ids.newId(), ...clean, authorId: viewer.id, createdAt: now, updatedAt: now };
      await this.repo.insert(item);
    }
    return this.views.one(await entryAfterChange(this.repo, viewer, item.id), viewer);
  }
}
