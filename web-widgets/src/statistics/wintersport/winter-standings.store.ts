import { makeAutoObservable, runInAction } from 'mobx';
import type { Gender } from '@newsdesk/core/sports/sports.types';
import type { WinterDisciplinesView, WinterStandingsView } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetLocale, SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import type { StatisticsViewParams } from '../statistics-view.types';
import { RemoteData } from '../sports-kit/remote-data';
import type { ViewEvents } from '../sports-kit/use-view-store';
import { oneOf, saveParams } from '../sports-kit/view-params';
import { ViewSeason } from '../sports-kit/view-season';
import { WINTER_PARAMS } from './winter-disciplines.store';
import { OVERALL, WINTER_GENDERS, WINTER_STANDING_KINDS, type WinterStandingKind, type WintersportApi } from './wintersport.gateway';

/** "Winter sport standings": the World Cup table of a season, overall or by discipline, athletes or nations. */
export class WinterStandingsStore {
  gender: Gender;
  disciplineId: string;
  kind: WinterStandingKind;
  readonly disciplines: RemoteData<WinterDisciplinesView>;
  readonly standings: RemoteData<WinterStandingsView>;
  readonly season: ViewSeason;

  constructor(
    private readonly api: WintersportApi,
    private readonly serviceProvider: string,
    params: StatisticsViewParams,
    private readonly events: ViewEvents,
  ) {
    this.gender = oneOf(params[WINTER_PARAMS.gender], WINTER_GENDERS, 'men');
    this.disciplineId = params[WINTER_PARAMS.standingsDiscipline] || OVERALL;
    this.kind = oneOf(params[WINTER_PARAMS.kind], WINTER_STANDING_KINDS, 'athlete');
    this.disciplines = new RemoteData<WinterDisciplinesView>('sports.fetch_disciplines_failed', events.onError);
    this.standings = new RemoteData<WinterStandingsView>('sports.fetch_standings_failed', events.onError, (v) => v.rows.length === 0);
    this.season = new ViewSeason({
      chosen: params[WINTER_PARAMS.season] || null,
      fetchKnown: () => this.api.seasons({ serviceProvider: this.serviceProvider }),
      answered: () => this.standings.data?.seasonId,
    });
    makeAutoObservable<WinterStandingsStore, 'api' | 'serviceProvider' | 'events'>(
      this,
      { api: false, serviceProvider: false, events: false, season: false, disciplines: false, standings: false },
      { autoBind: true },
    );
  }

  /** Overall first, then the disciplines the provider knows (and the chosen one, should it be missing). */
  get disciplineChoices(): { id: string; name: string | null }[] {
    const known = this.disciplines.data?.disciplines ?? [];
    const choices = [{ id: OVERALL, name: null }, ...known.map((d) => ({ id: d.id, name: d.name }))];
    return choices.some((c) => c.id === this.disciplineId) ? choices : [...choices, { id: this.disciplineId, name: null }];
  }

  init(): Promise<void> {
    void this.season.loadKnown();
    void this.disciplines.load(() => this.api.disciplines({ serviceProvider: this.serviceProvider }));
    return this.load();
  }

  setSeason(seasonId: string): Promise<void> {
    this.season.chosen = seasonId;
    saveParams(this.events, { [WINTER_PARAMS.season]: seasonId });
    return this.load();
  }

  setGender(gender: Gender): Promise<void> {
    this.gender = gender;
    saveParams(this.events, { [WINTER_PARAMS.gender]: gender });
    return this.load();
  }

  setDiscipline(disciplineId: string): Promise<void> {
    this.disciplineId = disciplineId;
    saveParams(this.events, { [WINTER_PARAMS.standingsDiscipline]: disciplineId });
    return this.load();
  }

  setKind(kind: WinterStandingKind): Promise<void> {
    this.kind = kind;
    saveParams(this.events, { [WINTER_PARAMS.kind]: kind });
    return this.load();
  }

  /**
   * The answer fixes the season on screen and the view's effective params: switching another
   * control keeps this season (the latest with WTA events or Nations Cup rows need not be the
   * latest of this view), and the page's wire export and cache get complete params.
   */
  async load(): Promise<void> {
    const { serviceProvider, gender, disciplineId, kind } = this;
    const seasonId = this.season.chosen;
    await this.standings.load(() => this.api.standings({ serviceProvider, gender, disciplineId, kind, ...(seasonId ? { seasonId } : {}) }));
    const view = this.standings.data;
    // '' = the provider has no season for this selection at all
    if (
      view === null ||
      view.seasonId === '' ||
      view.gender !== this.gender ||
      view.disciplineId !== this.disciplineId ||
      view.kind !== this.kind
    )
      return;
    if (this.season.chosen !== null && view.seasonId !== this.season.chosen) return;
    runInAction(() => {
      this.season.chosen = view.seasonId;
    });
    saveParams(this.events, {
      [WINTER_PARAMS.season]: view.seasonId,
      [WINTER_PARAMS.gender]: view.gender,
      [WINTER_PARAMS.standingsDiscipline]: view.disciplineId,
      [WINTER_PARAMS.kind]: view.kind,
    });
  }

  widgetRequest(locale: SportsWidgetLocale, title: string): SportsWidgetRequest<'wintersport-standings'> | null {
    const view = this.standings.shown;
    if (view === null) return null;
    return {
      kind: 'wintersport-standings',
      serviceProvider: this.serviceProvider,
      params: { seasonId: view.seasonId, gender: view.gender, disciplineId: view.disciplineId, kind: view.kind },
      locale,
      title,
    };
  }
}
