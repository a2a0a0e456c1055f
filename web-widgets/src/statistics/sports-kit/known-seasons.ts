import { makeAutoObservable, runInAction } from 'mobx';
import { seasonOptions } from './seasons';

/** The seasons a view's picker offers, asked of the provider once (or again when the tour changes). */
export class KnownSeasons {
  list: string[] = [];

  constructor(private readonly fetch: () => Promise<string[]>) {
    makeAutoObservable<KnownSeasons, 'fetch'>(this, { fetch: false }, { autoBind: true });
  }

  /** The list never fails (a failure is an empty list, see fetchSeasonIds): no status to show. */
  async load(): Promise<void> {
    const seasons = await this.fetch();
    runInAction(() => {
      this.list = seasons;
    });
  }

  /** The picker's options: the known seasons plus the one on screen, in case the list failed or lags. */
  choicesWith(shown: string | null): string[] {
    return seasonOptions(this.list, shown);
  }
}
