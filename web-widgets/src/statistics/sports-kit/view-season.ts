import { makeAutoObservable, runInAction } from 'mobx';
import { seasonOptions } from './seasons';

export interface ViewSeasonOptions {
  /** The season kept in the page's params; null: whatever the provider answers with (its latest). */
  chosen: string | null;
  /** The seasons the provider holds, asked once (or again when the tour changes); never fails (fetchSeasonIds). */
  fetchKnown: () => Promise<string[]>;
  /** The season of the answer on screen, if any. */
  answered: () => string | null | undefined;
  /** More seasons the answer itself lists (the tennis tours name every season of the tour). */
  listed?: () => string[];
}

/**
 * The season of a tennis, motorsport or winter sport view and its picker: the one the editor chose,
 * else the one the provider answered with; the choices are the known seasons plus the one on
 * screen, in case the list failed or lags.
 */
export class ViewSeason {
  chosen: string | null;
  known: string[] = [];

  constructor(private readonly options: ViewSeasonOptions) {
    this.chosen = options.chosen;
    makeAutoObservable<ViewSeason, 'options'>(this, { options: false }, { autoBind: true });
  }

  get shown(): string | null {
    return this.chosen ?? (this.options.answered() || null);
  }

  get choices(): string[] {
    return seasonOptions([...this.known, ...(this.options.listed?.() ?? [])], this.shown);
  }

  async loadKnown(): Promise<void> {
    const seasons = await this.options.fetchKnown();
    runInAction(() => {
      this.known = seasons;
    });
  }
}
