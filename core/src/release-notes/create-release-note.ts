import type { Clock } from '../shared/clock';
import { releaseNoteBodyRequired } from './release-note.errors';
import type { MarkdownRenderer, ReleaseNoteRepository } from './release-note.ports';
import { cleanTexts, toReleaseNoteView, type LanguageTexts, type ReleaseNoteView } from './release-note.types';
import { renderTexts } from './prepare-texts';
import type { IdGenerator } from '../shared/id-generator';

/** An admin publishes a note: Markdown per language, at least one language. */
export class CreateReleaseNote {
  constructor(
    private readonly notes: ReleaseNoteRepository,
    private readonly renderer: MarkdownRenderer,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(authorId: string, body: LanguageTexts): Promise<ReleaseNoteView> {
    const markdown = cleanTexts(body);
    if (Object.keys(markdown).length === 0) throw releaseNoteBodyRequired();
    const html = renderTexts(this.renderer, markdown);
    const now = this.clock.now();
    const note = { id: this.ids.newId(), createdAt: now, updatedAt: now, createdBy: authorId, markdown, html };
    await this.notes.insert(note);
    return toReleaseNoteView(note);
  }
}
