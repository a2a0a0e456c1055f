import type { Language } from '../identity/user-view';
import type { Clock } from '../shared/clock';
import { releaseNoteBodyRequired, releaseNoteNotFound } from './release-note.errors';
import type { MarkdownRenderer, ReleaseNoteRepository } from './release-note.ports';
import { cleanTexts, toReleaseNoteView, type ReleaseNoteView } from './release-note.types';
import { renderTexts } from './prepare-texts';

/**
 * Sets one language of a note (spec §7 `/{id}/content/{lang}`). An empty text removes that
 * language, so its readers fall back to English; the last language cannot be removed.
 */
export class UpdateReleaseNoteContent {
  constructor(
    private readonly notes: ReleaseNoteRepository,
    private readonly renderer: MarkdownRenderer,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, language: Language, content: string): Promise<ReleaseNoteView> {
    const note = await this.notes.findById(id);
    if (!note) throw releaseNoteNotFound();
    const markdown = cleanTexts({ ...note.markdown, [language]: content });
    if (Object.keys(markdown).length === 0) throw releaseNoteBodyRequired();
    const updated = { ...note, markdown, html: renderTexts(this.renderer, markdown), updatedAt: this.clock.now() };
    await this.notes.update(updated);
    return toReleaseNoteView(updated);
  }
}
