import { mayChange, type GlossaryViewer } from './glossary-access';
import { itemNotFound, notItemAuthor } from './glossary.errors';
import type { GlossaryRepository } from './glossary.ports';
import type { GlossaryEntry, GlossaryItem } from './glossary.types';

/** Every logged-in user sees every item; a missing one is glossary.not_found. */
export const findItem = async (repo: GlossaryRepository, id: string): Promise<GlossaryItem> => {
  const item = await repo.findById(id);
  if (!item) throw itemNotFound();
  return item;
};

/** An item the viewer may edit or delete: its author's, or any for an administrator. */
export const findChangeable = async (repo: GlossaryRepository, viewer: GlossaryViewer, id: string): Promise<GlossaryItem> => {
  const item = await findItem(repo, id);
  if (!mayChange(item.authorId, viewer)) throw notItemAuthor();
  return item;
};

/** The item as the viewer sees it after a change (it may have been deleted meanwhile). */
export const entryAfterChange = async (repo: GlossaryRepository, viewer: GlossaryViewer, id: string): Promise<GlossaryEntry> => {
  const entry = await repo.entry(id, viewer.id);
  if (!entry) throw itemNotFound();
  return entry;
};
