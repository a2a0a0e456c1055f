import { makeAutoObservable, runInAction } from 'mobx';
import type { TourGateway } from './tour.gateway';

/** Only web addresses become links: a misconfigured `javascript:` URL must never be opened. */
export const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The settings popup's links as the server configures them (feedback chat, user guide). */
export class HelpLinksStore {
  feedbackUrl: string | null = null;
  userGuidePath = '/user-guide';

  constructor(private readonly gateway: Pick<TourGateway, 'settings'>) {
    makeAutoObservable<HelpLinksStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  /** A failure only hides the feedback entry: the popup's other entries need nothing from here. */
  async load(): Promise<void> {
    try {
      const settings = await this.gateway.settings();
      runInAction(() => {
        this.feedbackUrl = settings.feedbackUrl && isWebUrl(settings.feedbackUrl) ? settings.feedbackUrl : null;
        this.userGuidePath = settings.userGuidePath;
      });
    } catch {
      runInAction(() => {
        this.feedbackUrl = null;
      });
    }
  }
}
