import { makeAutoObservable } from 'mobx';
import type {
  ChampionshipsView,
  CompetitionSeasonsView,
  CompetitionView,
  CompetitionsView,
  FootballResultsView,
  FootballStandingsView,
  MatchesPage,
} from '@newsdesk/core/sports/sports.views';
import { Remote, type RemoteOutcome } from '../remote';
import type { StatisticsApi } from '../statistics.gateway';
import { PANEL_MESSAGES, type StatisticsMessageCode } from '../statistics-messages';
import type { StatisticsViewId, StatisticsViewParams } from '../statistics-view.types';
import { footballCups, footballLeagues, resolveSelection } from './football-selection';

export const FIXTURES_PAGE_SIZE = 20;
/** The overview's short lists of latest results and next fixtures. */
export const OVERVIEW_MATCHES = 5;

/** Fixtures list either what is still to be played or the whole season's schedule. */
export type FixturesFilter = 'upcoming' | 'all';

const FOOTBALL_VIEWS = ['overview', 'competitions', 'fixtures', 'results', 'championships'] as const;
export type FootballViewId = (typeof FOOTBALL_VIEWS)[number];
export const isFootballView = (view: StatisticsViewId): view is FootballViewId => (FOOTBALL_VIEWS as readonly string[]).includes(view);

export const fixturesFilter = (params: StatisticsViewParams): FixturesFilter => (params['status'] === 'all' ? 'all' : 'upcoming');
export const pageOf = (params: StatisticsViewParams): number => {
  const page = Number(params['page']);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** Football's data on the statistics page: competitions, seasons, table, fixtures, results, cups. */
export class FootballStore {
  readonly competitions = new Remote<CompetitionsView>();
  readonly seasons = new Remote<CompetitionSeasonsView>();
  readonly standings = new Remote<FootballStandingsView>();
  readonly fixtures = new Remote<MatchesPage>();
  readonly results = new Remote<FootballResultsView>();
  readonly recent = new Remote<MatchesPage>();
  readonly upcoming = new Remote<MatchesPage>();
  readonly championships = new Remote<ChampionshipsView>();

  constructor(
    private readonly api: StatisticsApi,
    private readonly fail: (code: StatisticsMessageCode) => void,
  ) {
    makeAutoObservable<FootballStore, 'api' | 'fail'>(this, { api: false, fail: false }, { autoBind: true });
  }

  get leagues(): CompetitionView[] {
    return footballLeagues(this.competitions.data?.competitions ?? []);
  }

  get cups(): CompetitionView[] {
    return footballCups(this.competitions.data?.competitions ?? []);
  }

  /** The seasons the picker offers: the competition's own answer once it is there. */
  seasonsOf(competition: CompetitionView) {
    const answer = this.seasons.data;
    return answer && answer.competition.id === competition.id ? answer.seasons : competition.seasons;
  }

  selection(view: FootballViewId, params: StatisticsViewParams) {
    return resolveSelection(view === 'championships' ? this.cups : this.leagues, params);
  }

  /**
   * Loads what a football view shows. Returns the params completed with the competition and
   * season it picked (the first league and its latest season when none was chosen).
   */
  async load(view: FootballViewId, params: StatisticsViewParams): Promise<StatisticsViewParams> {
    if (this.competitions.status !== 'ready' && !(await this.loadCompetitions())) return params;
    const selected = this.selection(view, params);
    if (!selected) return params;
    const completed = { ...params, competitionId: selected.competition.id, competitionSeasonId: selected.season.id };
    const id = selected.season.id;
    switch (view) {
      case 'overview':
        await Promise.all([this.loadStandings(id), this.loadRecent(id), this.loadUpcoming(id)]);
        break;
      case 'competitions':
        await Promise.all([this.loadSeasons(selected.competition.id), this.loadStandings(id)]);
        break;
      case 'fixtures':
        await this.loadFixtures(id, fixturesFilter(params), pageOf(params));
        break;
      case 'results':
        await this.guard(
          this.results.load(id, () => this.api.results(id)),
          'sports.fetch_results_failed',
        );
        break;
      case 'championships':
        await this.guard(
          this.championships.load(id, () =>
            this.api.championships({ competitionId: selected.competition.id, seasonId: selected.season.seasonId }),
          ),
          'sports.fetch_championships_failed',
        );
        break;
    }
    return completed;
  }

  async loadCompetitions(): Promise<boolean> {
    return this.guard(
      this.competitions.load('football', () => this.api.competitions('football')),
      PANEL_MESSAGES.competitionsFailed.code,
    );
  }

  private loadSeasons(competitionId: string) {
    return this.guard(
      this.seasons.load(competitionId, () => this.api.competitionSeasons(competitionId)),
      PANEL_MESSAGES.competitionsFailed.code,
    );
  }

  private loadStandings(id: string) {
    return this.guard(
      this.standings.load(id, () => this.api.standings(id)),
      'sports.fetch_standings_failed',
    );
  }

  private loadFixtures(id: string, filter: FixturesFilter, page: number) {
    const query = {
      competitionSeasonId: id,
      order: 'asc' as const,
      page,
      limit: FIXTURES_PAGE_SIZE,
      status: filter === 'upcoming' ? ('scheduled' as const) : undefined,
    };
    return this.guard(
      this.fixtures.load(`${id}|${filter}|${page}`, () => this.api.matches(query)),
      'sports.fetch_matches_failed',
    );
  }

  private loadRecent(id: string) {
    const query = { competitionSeasonId: id, status: 'played' as const, order: 'desc' as const, page: 1, limit: OVERVIEW_MATCHES };
    return this.guard(
      this.recent.load(id, () => this.api.matches(query)),
      'sports.fetch_results_failed',
    );
  }

  private loadUpcoming(id: string) {
    const query = { competitionSeasonId: id, status: 'scheduled' as const, order: 'asc' as const, page: 1, limit: OVERVIEW_MATCHES };
    return this.guard(
      this.upcoming.load(id, () => this.api.matches(query)),
      'sports.fetch_matches_failed',
    );
  }

  /** A failed load (not one overtaken by a newer request) raises the view's toast. */
  private async guard(loading: Promise<RemoteOutcome>, code: StatisticsMessageCode): Promise<boolean> {
    const outcome = await loading;
    if (outcome.status === 'error') this.fail(code);
    return outcome.status === 'ready';
  }
}
