import { makeAutoObservable, runInAction } from 'mobx';
import type { PublicSportsWidget } from '@newsdesk/core/sports/sports-widgets';
import { isApiError } from '../api/api-error';
import type { LoadStatus } from '../ui/loadable';
import type { SportsEmbedApi } from './sports-embed.gateway';

/**
 * One embedded widget on a host page, in the kit's status words (it loads at once, so never idle)
 * and one of its own: `unavailable` is final (revoked or unknown token: it will not come back, so
 * nothing is asked again and the host page says so), while `error` is not (network, server
 * restart), so a refresh tries again. A failed refresh keeps the table already shown rather than
 * replacing it with an error.
 */
export type SportsEmbedStatus = Exclude<LoadStatus, 'idle'> | 'unavailable';

export class SportsEmbedStore {
  status: SportsEmbedStatus = 'loading';
  widget: PublicSportsWidget | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly api: SportsEmbedApi,
    readonly token: string,
  ) {
    makeAutoObservable<SportsEmbedStore, 'api' | 'inFlight'>(this, { api: false, inFlight: false, token: false }, { autoBind: true });
  }

  /** Loads or refreshes; concurrent calls share one request. */
  load(): Promise<void> {
    if (this.status === 'unavailable') return Promise.resolve();
    this.inFlight ??= this.fetch().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async fetch(): Promise<void> {
    try {
      const widget = await this.api.widget(this.token);
      runInAction(() => {
        this.widget = widget;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (isApiError(error) && error.status === 404) {
          this.widget = null;
          this.status = 'unavailable';
        } else if (this.widget === null) {
          this.status = 'error';
        }
      });
    }
  }
}
