import { makeAutoObservable, runInAction } from 'mobx';
import type { MotorsportRacesView, MotorsportResultsView } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetLocale, SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import type { StatisticsViewParams } from '../statistics-view.types';
import { RemoteData } from '../sports-kit/remote-data';
import type { ViewEvents } from '../sports-kit/use-view-store';
import { saveParams } from '../sports-kit/view-params';
import { ViewSeason } from '../sports-kit/view-season';
import type { MotorsportApi } from './motorsport.gateway';

/** Keys of the motorsport views in the page's params (kept per view): the API's names, which the wire export reads. */
export const MOTORSPORT_PARAMS = { season: 'seasonId', race: 'raceId', entity: 'entityType', round: 'afterRound' } as const;

/** "Races": a season's calendar; a race with results opens its race and sprint classification. */
export class MotorsportRacesStore {
  raceId: string | null;
  readonly races: RemoteData<MotorsportRacesView>;
  readonly results: RemoteData<MotorsportResultsView>;
  readonly season: ViewSeason;

  constructor(
    private readonly api: MotorsportApi,
    private readonly serviceProvider: string,
    params: StatisticsViewParams,
    private readonly events: ViewEvents,
  ) {
    this.raceId = params[MOTORSPORT_PARAMS.race] || null;
    this.races = new RemoteData<MotorsportRacesView>('sports.fetch_races_failed', events.onError, (view) => view.races.length === 0);
    this.results = new RemoteData<MotorsportResultsView>(
      'sports.fetch_results_failed',
      events.onError,
      (view) => view.raceResults.length === 0 && view.sprintResults.length === 0,
    );
    this.season = new ViewSeason({
      chosen: params[MOTORSPORT_PARAMS.season] || null,
      fetchKnown: () => this.api.seasons({ serviceProvider: this.serviceProvider }),
      answered: () => this.races.data?.seasonId,
    });
    makeAutoObservable<MotorsportRacesStore, 'api' | 'serviceProvider' | 'events'>(
      this,
      { api: false, serviceProvider: false, events: false, season: false, races: false, results: false },
      { autoBind: true },
    );
  }

  init(): Promise<void> {
    void this.season.loadKnown();
    return Promise.all([this.loadRaces(), this.raceId ? this.loadResults() : Promise.resolve()]).then(() => undefined);
  }

  setSeason(seasonId: string): Promise<void> {
    this.season.chosen = seasonId;
    this.raceId = null;
    this.results.clear();
    saveParams(this.events, { [MOTORSPORT_PARAMS.season]: seasonId, [MOTORSPORT_PARAMS.race]: null });
    return this.loadRaces();
  }

  openRace(raceId: string): Promise<void> {
    this.raceId = raceId;
    saveParams(this.events, { [MOTORSPORT_PARAMS.race]: raceId });
    return this.loadResults();
  }

  closeRace(): void {
    this.raceId = null;
    this.results.clear();
    saveParams(this.events, { [MOTORSPORT_PARAMS.race]: null });
  }

  /** The answered season becomes the view's: in the params for the wire export and the cache. */
  async loadRaces(): Promise<void> {
    const { serviceProvider } = this;
    const seasonId = this.season.chosen;
    await this.races.load(() => this.api.races({ serviceProvider, ...(seasonId ? { seasonId } : {}) }));
    const answered = this.races.data?.seasonId;
    if (!answered || (this.season.chosen !== null && this.season.chosen !== answered)) return;
    runInAction(() => {
      this.season.chosen = answered;
    });
    saveParams(this.events, { [MOTORSPORT_PARAMS.season]: answered });
  }

  loadResults(): Promise<void> {
    const raceId = this.raceId;
    if (raceId === null) return Promise.resolve();
    return this.results.load(() => this.api.results({ serviceProvider: this.serviceProvider, raceId }));
  }

  widgetRequest(locale: SportsWidgetLocale): SportsWidgetRequest<'motorsport-results'> | null {
    const view = this.results.shown;
    if (view === null) return null;
    return {
      kind: 'motorsport-results',
      serviceProvider: this.serviceProvider,
      params: { raceId: view.race.id },
      locale,
      title: `${view.race.name} ${view.race.seasonId}`,
    };
  }
}
