import { LANGUAGES } from '../identity/user-view';
import { releaseNoteTooLong } from './release-note.errors';
import type { MarkdownRenderer } from './release-note.ports';
import { MAX_RELEASE_NOTE_LENGTH, type LanguageTexts } from './release-note.types';

/** Checks the Markdown of each language and renders its sanitised HTML: sanitised on save. */
export const renderTexts = (renderer: MarkdownRenderer, markdown: LanguageTexts): LanguageTexts => {
  const html: LanguageTexts = {};
  for (const language of LANGUAGES) {
    const source = markdown[language];
    if (source === undefined) continue;
    if (source.length > MAX_RELEASE_NOTE_LENGTH) throw releaseNoteTooLong();
    html[language] = renderer.toSafeHtml(source);
  }
  return html;
};
