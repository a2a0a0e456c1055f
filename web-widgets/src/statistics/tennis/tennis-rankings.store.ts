import { makeAutoObservable, runInAction } from 'mobx';
import { TENNIS_ASSOCIATIONS, type TennisAssociation } from '@newsdesk/core/sports/sports.types';
import type { TennisRankingView } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetLocale, SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import type { StatisticsViewParams } from '../statistics-view.types';
import { RemoteData } from '../sports-kit/remote-data';
import type { ViewEvents } from '../sports-kit/use-view-store';
import { oneOf, positiveInt, saveParams } from '../sports-kit/view-params';
import type { TennisApi } from './tennis.gateway';
import { TENNIS_PARAMS } from './tennis-tours.store';

export const RANKING_PAGE_SIZE = 50;
const WEEK = /^\d{4}-\d{2}-\d{2}$/;
/** An embedded ranking shows the top of the list; a CMS sidebar has no room for pages. */
export const RANKING_WIDGET_SIZE = 20;

/**
 * "Rankings": one ATP or WTA weekly list (the latest unless a week is chosen), a page at a time,
 * with each player's movement.
 */
export class TennisRankingsStore {
  association: TennisAssociation;
  /** null: the newest list the provider has, so a saved view follows the weeks. */
  rankingDate: string | null;
  page: number;
  readonly ranking: RemoteData<TennisRankingView>;

  constructor(
    private readonly api: TennisApi,
    private readonly serviceProvider: string,
    params: StatisticsViewParams,
    private readonly events: ViewEvents,
  ) {
    this.association = oneOf(params[TENNIS_PARAMS.association], TENNIS_ASSOCIATIONS, 'ATP');
    // Only a day can be a ranking week; anything else in a hand-edited address is ignored (the newest list).
    const week = params[TENNIS_PARAMS.week];
    this.rankingDate = week && WEEK.test(week) ? week : null;
    this.page = positiveInt(params[TENNIS_PARAMS.page], 1);
    this.ranking = new RemoteData<TennisRankingView>('sports.fetch_standings_failed', events.onError, (view) => view.rows.length === 0);
    makeAutoObservable<TennisRankingsStore, 'api' | 'serviceProvider' | 'events'>(
      this,
      { api: false, serviceProvider: false, events: false, ranking: false },
      { autoBind: true },
    );
  }

  get pages(): number {
    const view = this.ranking.data;
    return view ? Math.max(1, Math.ceil(view.total / view.limit)) : 1;
  }

  /** The weeks of the association, newest first, as the last answer listed them. */
  get weeks(): string[] {
    return this.ranking.data?.association === this.association ? this.ranking.data.rankingDates : [];
  }

  init(): Promise<void> {
    return this.load();
  }

  setAssociation(association: TennisAssociation): Promise<void> {
    if (association === this.association) return Promise.resolve();
    this.association = association;
    this.rankingDate = null;
    this.page = 1;
    saveParams(this.events, { [TENNIS_PARAMS.association]: association, [TENNIS_PARAMS.week]: null, [TENNIS_PARAMS.page]: null });
    return this.load();
  }

  /** The newest week is saved as none: the view then keeps showing the newest list. */
  setRankingDate(rankingDate: string): Promise<void> {
    const newest = this.weeks[0] ?? null;
    const chosen = rankingDate === newest ? null : rankingDate;
    if (rankingDate === (this.rankingDate ?? newest)) return Promise.resolve();
    this.rankingDate = chosen;
    this.page = 1;
    saveParams(this.events, { [TENNIS_PARAMS.week]: chosen, [TENNIS_PARAMS.page]: null });
    return this.load();
  }

  goToPage(page: number): Promise<void> {
    this.page = Math.max(1, Math.min(page, this.pages));
    saveParams(this.events, { [TENNIS_PARAMS.page]: this.page === 1 ? null : this.page });
    return this.load();
  }

  /**
   * Once loaded, the association is in the params too, for the page's wire export. A week the
   * association has no list of (an old shared link, a hand-edited address) answers 404: the view
   * then shows the newest list and drops that week from the params, instead of an empty table.
   */
  async load(): Promise<void> {
    const { serviceProvider, association, rankingDate, page } = this;
    await this.ranking.load(() =>
      this.api.rankings({
        serviceProvider,
        associationName: association,
        ...(rankingDate ? { rankingDate } : {}),
        page,
        limit: RANKING_PAGE_SIZE,
      }),
    );
    if (rankingDate !== null && this.rankingDate === rankingDate && this.ranking.status === 'ready' && this.ranking.data === null) {
      runInAction(() => {
        this.rankingDate = null;
        this.page = 1;
      });
      saveParams(this.events, { [TENNIS_PARAMS.week]: null, [TENNIS_PARAMS.page]: null });
      return this.load();
    }
    if (this.ranking.data?.association === this.association)
      saveParams(this.events, { [TENNIS_PARAMS.association]: this.association, [TENNIS_PARAMS.week]: this.rankingDate });
  }

  widgetRequest(locale: SportsWidgetLocale, title: string): SportsWidgetRequest<'tennis-ranking'> | null {
    if (this.ranking.shown === null) return null;
    return {
      kind: 'tennis-ranking',
      serviceProvider: this.serviceProvider,
      params: { associationName: this.association, limit: RANKING_WIDGET_SIZE },
      locale,
      title,
    };
  }
}
