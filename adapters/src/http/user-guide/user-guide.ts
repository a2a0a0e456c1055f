import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';
import { renderMarkdown } from './render-markdown';

export interface RenderedGuide {
  /** The language the text is in: a translation when there is one, English otherwise. */
  language: Language;
  html: string;
}

/**
 * The user guide, `docs/user-guide.md`, rendered once per language and kept: it changes only
 * with a deployment. A translation sits beside it as `user-guide.de.md` / `user-guide.fr.md`.
 */
export class UserGuide {
  private readonly rendered = new Map<Language, Promise<RenderedGuide>>();

  constructor(private readonly englishFile: string) {}

  forLanguage(language: Language): Promise<RenderedGuide> {
    const wanted = LANGUAGES.includes(language) ? language : 'en';
    let guide = this.rendered.get(wanted);
    if (!guide) {
      guide = this.load(wanted);
      // A failed read (file missing) is not remembered: the next request tries again.
      guide.catch(() => this.rendered.delete(wanted));
      this.rendered.set(wanted, guide);
    }
    return guide;
  }

  private async load(language: Language): Promise<RenderedGuide> {
    if (language !== 'en') {
      const translated = await readFile(this.translationFile(language), 'utf8').catch(() => null);
      if (translated !== null) return { language, html: renderMarkdown(translated) };
    }
    return { language: 'en', html: renderMarkdown(await readFile(this.englishFile, 'utf8')) };
  }

  private translationFile(language: Language): string {
    const { dir, name, ext } = path.parse(this.englishFile);
    return path.join(dir, `${name}.${language}${ext}`);
  }
}
