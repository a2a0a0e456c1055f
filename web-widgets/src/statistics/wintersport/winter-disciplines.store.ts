import { makeAutoObservable, runInAction } from 'mobx';
import type { Gender } from '@newsdesk/core/sports/sports.types';
import type { WinterDisciplinesView, WinterResultRow, WinterResultsView } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetLocale, SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import type { StatisticsViewParams } from '../statistics-view.types';
import { RemoteData } from '../sports-kit/remote-data';
import type { ViewEvents } from '../sports-kit/use-view-store';
import { oneOf, saveParams } from '../sports-kit/view-params';
import { ViewSeason } from '../sports-kit/view-season';
import { WINTER_GENDERS, type WintersportApi } from './wintersport.gateway';

/**
 * Keys of the winter sport views in the page's params (kept per view): the API's names, which the
 * wire export reads (a race, or season + gender + discipline).
 */
export const WINTER_PARAMS = {
  season: 'seasonId',
  discipline: 'disciplineId',
  raceGender: 'gender',
  race: 'raceId',
  gender: 'gender',
  standingsDiscipline: 'disciplineId',
  kind: 'kind',
} as const;

export type GenderFilter = Gender | 'all';
export const GENDER_FILTERS: readonly GenderFilter[] = ['all', ...WINTER_GENDERS];

/** A race's result list split as FIS prints it: the classification, then who did not finish, start, … */
export interface ResultSections {
  finished: WinterResultRow[];
  dnf: WinterResultRow[];
  dns: WinterResultRow[];
  dsq: WinterResultRow[];
  dnq: WinterResultRow[];
}

export const toSections = (rows: WinterResultRow[]): ResultSections => ({
  finished: rows.filter((r) => r.status === 'finished'),
  dnf: rows.filter((r) => r.status === 'dnf'),
  dns: rows.filter((r) => r.status === 'dns'),
  dsq: rows.filter((r) => r.status === 'dsq'),
  dnq: rows.filter((r) => r.status === 'dnq'),
});

/** "Disciplines": each discipline with its races; a race opens its result list. */
export class WinterDisciplinesStore {
  disciplineId: string | null;
  gender: GenderFilter;
  raceId: string | null;
  readonly disciplines: RemoteData<WinterDisciplinesView>;
  readonly results: RemoteData<WinterResultsView>;
  readonly season: ViewSeason;

  constructor(
    private readonly api: WintersportApi,
    private readonly serviceProvider: string,
    params: StatisticsViewParams,
    private readonly events: ViewEvents,
  ) {
    this.disciplineId = params[WINTER_PARAMS.discipline] || null;
    this.gender = oneOf(params[WINTER_PARAMS.raceGender], GENDER_FILTERS, 'all');
    this.raceId = params[WINTER_PARAMS.race] || null;
    this.disciplines = new RemoteData<WinterDisciplinesView>(
      'sports.fetch_disciplines_failed',
      events.onError,
      (v) => v.disciplines.length === 0,
    );
    this.results = new RemoteData<WinterResultsView>('sports.fetch_results_failed', events.onError, (v) => v.races.length === 0);
    this.season = new ViewSeason({
      chosen: params[WINTER_PARAMS.season] || null,
      fetchKnown: () => this.api.seasons({ serviceProvider: this.serviceProvider }),
      answered: () => this.results.data?.races[0]?.race.seasonId,
    });
    makeAutoObservable<WinterDisciplinesStore, 'api' | 'serviceProvider' | 'events'>(
      this,
      { api: false, serviceProvider: false, events: false, season: false, disciplines: false, results: false },
      { autoBind: true },
    );
  }

  get discipline(): WinterDisciplinesView['disciplines'][number] | null {
    return this.disciplines.data?.disciplines.find((d) => d.id === this.disciplineId) ?? null;
  }

  /** The opened race with its result list, newest races first in the list it came from. */
  get race(): WinterResultsView['races'][number] | null {
    return this.results.data?.races.find((r) => r.race.id === this.raceId) ?? null;
  }

  get sections(): ResultSections | null {
    return this.race ? toSections(this.race.results) : null;
  }

  async init(): Promise<void> {
    void this.season.loadKnown();
    await this.disciplines.load(() => this.api.disciplines({ serviceProvider: this.serviceProvider }));
    const list = this.disciplines.data?.disciplines ?? [];
    // A cached discipline that is gone, or none yet: start with the first that has races.
    if (!list.some((d) => d.id === this.disciplineId)) {
      const first = list.find((d) => d.races > 0) ?? list[0];
      runInAction(() => {
        this.disciplineId = first?.id ?? null;
        this.raceId = null;
      });
    }
    await this.loadResults();
  }

  reloadDisciplines(): Promise<void> {
    return this.init();
  }

  selectDiscipline(disciplineId: string): Promise<void> {
    this.disciplineId = disciplineId;
    this.raceId = null;
    saveParams(this.events, { [WINTER_PARAMS.discipline]: disciplineId, [WINTER_PARAMS.race]: null });
    return this.loadResults();
  }

  setGender(gender: GenderFilter): Promise<void> {
    this.gender = gender;
    this.raceId = null;
    saveParams(this.events, { [WINTER_PARAMS.raceGender]: gender === 'all' ? null : gender, [WINTER_PARAMS.race]: null });
    return this.loadResults();
  }

  setSeason(seasonId: string): Promise<void> {
    this.season.chosen = seasonId;
    this.raceId = null;
    saveParams(this.events, { [WINTER_PARAMS.season]: seasonId, [WINTER_PARAMS.race]: null });
    return this.loadResults();
  }

  openRace(raceId: string): void {
    this.raceId = raceId;
    saveParams(this.events, { [WINTER_PARAMS.race]: raceId });
  }

  closeRace(): void {
    this.raceId = null;
    saveParams(this.events, { [WINTER_PARAMS.race]: null });
  }

  /**
   * The answer fixes the season on screen and the view's effective params: switching another
   * control keeps this season (the latest with WTA events or Nations Cup rows need not be the
   * latest of this view), and the page's wire export and cache get complete params.
   */
  async loadResults(): Promise<void> {
    const { serviceProvider, disciplineId, gender } = this;
    const seasonId = this.season.chosen;
    if (disciplineId === null) return;
    await this.results.load(() =>
      this.api.results({ serviceProvider, disciplineId, ...(seasonId ? { seasonId } : {}), ...(gender === 'all' ? {} : { gender }) }),
    );
    const answered = this.results.data?.races[0]?.race.seasonId ?? null;
    if (this.disciplineId !== disciplineId || (this.season.chosen !== null && answered !== null && answered !== this.season.chosen)) return;
    runInAction(() => {
      this.season.chosen ??= answered;
    });
    saveParams(this.events, { [WINTER_PARAMS.discipline]: disciplineId, [WINTER_PARAMS.season]: this.season.chosen });
  }

  widgetRequest(locale: SportsWidgetLocale): SportsWidgetRequest<'wintersport-results'> | null {
    const race = this.race;
    if (race === null || race.results.length === 0) return null;
    return {
      kind: 'wintersport-results',
      serviceProvider: this.serviceProvider,
      params: { raceId: race.race.id },
      locale,
      title: race.race.name.includes(race.race.venue) ? race.race.name : `${race.race.name}, ${race.race.venue}`,
    };
  }
}
