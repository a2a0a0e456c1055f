import { makeAutoObservable, runInAction } from 'mobx';
import { TENNIS_ASSOCIATIONS, type TennisAssociation } from '@newsdesk/core/sports/sports.types';
import type { TennisToursView } from '@newsdesk/core/sports/sports.views';
import type { StatisticsViewParams } from '../statistics-view.types';
import { RemoteData } from '../sports-kit/remote-data';
import type { ViewEvents } from '../sports-kit/use-view-store';
import { oneOf, saveParams } from '../sports-kit/view-params';
import { ViewSeason } from '../sports-kit/view-season';
import type { TennisApi } from './tennis.gateway';

/**
 * Keys of the tennis views in the page's params (kept per view): the API's own names, so the
 * page's "export to wire" (wire-export.ts) reads the association and season from them.
 */
export const TENNIS_PARAMS = { association: 'associationName', season: 'seasonId', page: 'page', week: 'rankingDate' } as const;

/** "Tours and events": the tournaments of one tour in one season, with winner and final. */
export class TennisToursStore {
  association: TennisAssociation;
  readonly tours: RemoteData<TennisToursView>;
  readonly season: ViewSeason;

  constructor(
    private readonly api: TennisApi,
    private readonly serviceProvider: string,
    params: StatisticsViewParams,
    private readonly events: ViewEvents,
  ) {
    this.association = oneOf(params[TENNIS_PARAMS.association], TENNIS_ASSOCIATIONS, 'ATP');
    this.tours = new RemoteData<TennisToursView>('sports.fetch_tours_failed', events.onError, (view) => view.tournaments.length === 0);
    // The tour's seasons as the answer lists them (imported and demo alike), plus the competitions' list.
    this.season = new ViewSeason({
      chosen: params[TENNIS_PARAMS.season] || null,
      fetchKnown: () => this.api.seasons({ serviceProvider: this.serviceProvider, associationName: this.association }),
      answered: () => this.tours.data?.seasonId,
      listed: () => this.tours.data?.seasonIds ?? [],
    });
    makeAutoObservable<TennisToursStore, 'api' | 'serviceProvider' | 'events'>(
      this,
      { api: false, serviceProvider: false, events: false, season: false, tours: false },
      { autoBind: true },
    );
  }

  init(): Promise<void> {
    void this.season.loadKnown();
    return this.load();
  }

  setAssociation(association: TennisAssociation): Promise<void> {
    if (association === this.association) return Promise.resolve();
    this.association = association;
    saveParams(this.events, { [TENNIS_PARAMS.association]: association });
    void this.season.loadKnown();
    return this.load();
  }

  setSeason(seasonId: string): Promise<void> {
    this.season.chosen = seasonId;
    saveParams(this.events, { [TENNIS_PARAMS.season]: seasonId });
    return this.load();
  }

  /**
   * The answer fixes the season on screen and the view's effective params: switching another
   * control keeps this season (the latest with WTA events or Nations Cup rows need not be the
   * latest of this view), and the page's wire export and cache get complete params.
   */
  async load(): Promise<void> {
    const { serviceProvider, association } = this;
    const seasonId = this.season.chosen;
    await this.tours.load(() => this.api.tours({ serviceProvider, associationName: association, ...(seasonId ? { seasonId } : {}) }));
    const view = this.tours.data;
    if (view === null || view.association !== this.association) return;
    runInAction(() => {
      this.season.chosen ??= view.seasonId;
    });
    saveParams(this.events, { [TENNIS_PARAMS.association]: view.association, [TENNIS_PARAMS.season]: view.seasonId });
  }
}
