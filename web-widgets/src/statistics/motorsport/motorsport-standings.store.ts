import { makeAutoObservable, runInAction } from 'mobx';
import type { MotorsportRankingView } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetLocale, SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import type { StatisticsViewParams } from '../statistics-view.types';
import { RemoteData } from '../sports-kit/remote-data';
import type { ViewEvents } from '../sports-kit/use-view-store';
import { oneOf, positiveInt, saveParams } from '../sports-kit/view-params';
import { ViewSeason } from '../sports-kit/view-season';
import { MOTORSPORT_ENTITIES, type MotorsportApi, type MotorsportEntity } from './motorsport.gateway';
import { MOTORSPORT_PARAMS } from './motorsport-races.store';

/** "Driver and team standings": the championship after the latest round, or after an earlier one. */
export class MotorsportStandingsStore {
  entityType: MotorsportEntity;
  /** null: after the last race with results. */
  afterRound: number | null;
  /** The last round with results in the shown season: the rounds one can look back to. */
  latestRound: number | null = null;
  readonly ranking: RemoteData<MotorsportRankingView>;
  readonly season: ViewSeason;

  constructor(
    private readonly api: MotorsportApi,
    private readonly serviceProvider: string,
    params: StatisticsViewParams,
    private readonly events: ViewEvents,
  ) {
    this.entityType = oneOf(params[MOTORSPORT_PARAMS.entity], MOTORSPORT_ENTITIES, 'driver');
    const round = positiveInt(params[MOTORSPORT_PARAMS.round], 0);
    this.afterRound = round >= 1 ? round : null;
    this.ranking = new RemoteData<MotorsportRankingView>('sports.fetch_standings_failed', events.onError, (view) => view.rows.length === 0);
    this.season = new ViewSeason({
      chosen: params[MOTORSPORT_PARAMS.season] || null,
      fetchKnown: () => this.api.seasons({ serviceProvider: this.serviceProvider }),
      answered: () => this.ranking.data?.seasonId,
    });
    makeAutoObservable<MotorsportStandingsStore, 'api' | 'serviceProvider' | 'events'>(
      this,
      { api: false, serviceProvider: false, events: false, season: false, ranking: false },
      { autoBind: true },
    );
  }

  /** Rounds 1 … latest, newest first, for "after round N". */
  get roundChoices(): number[] {
    const last = Math.max(this.latestRound ?? 0, this.ranking.data?.afterRound ?? 0);
    return Array.from({ length: last }, (_, i) => last - i);
  }

  init(): Promise<void> {
    void this.season.loadKnown();
    return this.load();
  }

  setEntityType(entityType: MotorsportEntity): Promise<void> {
    this.entityType = entityType;
    saveParams(this.events, { [MOTORSPORT_PARAMS.entity]: entityType });
    return this.load();
  }

  setSeason(seasonId: string): Promise<void> {
    this.season.chosen = seasonId;
    this.afterRound = null;
    this.latestRound = null;
    saveParams(this.events, { [MOTORSPORT_PARAMS.season]: seasonId, [MOTORSPORT_PARAMS.round]: null });
    return this.load();
  }

  /** null = after the latest round: kept as no round, so the cached view follows the season as it goes on. */
  setAfterRound(round: number | null): Promise<void> {
    this.afterRound = round !== null && round === this.latestRound ? null : round;
    saveParams(this.events, { [MOTORSPORT_PARAMS.round]: this.afterRound });
    return this.load();
  }

  async load(): Promise<void> {
    const { serviceProvider, entityType, afterRound } = this;
    const seasonId = this.season.chosen;
    await this.ranking.load(() =>
      this.api.ranking({ serviceProvider, entityType, ...(seasonId ? { seasonId } : {}), ...(afterRound ? { afterRound } : {}) }),
    );
    const view = this.ranking.data;
    if (view === null || view.entityType !== this.entityType || (this.season.chosen !== null && view.seasonId !== this.season.chosen))
      return;
    runInAction(() => {
      if (afterRound === null) this.latestRound = view.afterRound;
      this.season.chosen = view.seasonId;
    });
    saveParams(this.events, { [MOTORSPORT_PARAMS.season]: view.seasonId, [MOTORSPORT_PARAMS.entity]: view.entityType });
  }

  widgetRequest(
    locale: SportsWidgetLocale,
    title: string,
  ): SportsWidgetRequest<'motorsport-driver-standings' | 'motorsport-team-standings'> | null {
    const view = this.ranking.shown;
    if (view === null) return null;
    return {
      kind: view.entityType === 'driver' ? 'motorsport-driver-standings' : 'motorsport-team-standings',
      serviceProvider: this.serviceProvider,
      params: { seasonId: view.seasonId },
      locale,
      title,
    };
  }
}
