import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@newsdesk/core/identity/user-view';
import type { RenderedUserGuide, TourGateway } from './tour.gateway';
import { sanitizeHtml } from './sanitize-html';
import type { LoadStatus } from '../ui/loadable';

export type UserGuideStatus = LoadStatus;

/** The user guide page: the guide in the user's language (English until translated). */
export class UserGuideStore {
  status: UserGuideStatus = 'idle';
  guide: RenderedUserGuide | null = null;
  private language: Language = 'en';

  constructor(
    private readonly gateway: Pick<TourGateway, 'userGuide'>,
    private readonly sanitize: (html: string) => string = sanitizeHtml,
  ) {
    makeAutoObservable<UserGuideStore, 'gateway' | 'sanitize'>(this, { gateway: false, sanitize: false }, { autoBind: true });
  }

  /** The language the user wanted; the guide may be in English when it has no translation. */
  get requestedLanguage(): Language {
    return this.language;
  }

  async load(language: Language): Promise<void> {
    if (this.status === 'loading' && language === this.language) return;
    if (this.status === 'ready' && language === this.language) return;
    this.language = language;
    this.status = 'loading';
    try {
      const guide = await this.gateway.userGuide(language);
      runInAction(() => {
        if (language !== this.language) return;
        this.guide = { language: guide.language, html: this.sanitize(guide.html) };
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        if (language === this.language) this.status = 'error';
      });
    }
  }

  retry(): Promise<void> {
    this.status = 'idle';
    return this.load(this.language);
  }
}
