/**
 * The statistics use cases (spec §7) over the providers: each call picks its provider by
 * `serviceProvider` (unknown → 400 sports.unknown_provider) and hands over to the sport's module
 * in ./statistics/. Standings are computed here from results, never taken from a provider
 * (except tennis ranking lists and published winter-sport tables, which are the standings).
 */
import type { SportsDataProvider } from './sports.ports';
import type { ProviderQuery, SportsStatisticsUseCases } from './sports-statistics.contract';
import { resultsNeedScope } from './sports.errors';
import { SportsProviders } from './sports-providers';
import { championships, competitionSeasons, competitions, footballResults, matches, standings } from './statistics/football-statistics';
import { teamProfile } from './statistics/team-statistics';
import { playerProfile, searchTeamsAndPlayers } from './statistics/player-statistics';
import { tennisStandings, tennisTours } from './statistics/tennis-statistics';
import { winterDisciplines, winterResults, winterStandings } from './statistics/winter-statistics';
import { motorsportRaces, motorsportRanking, motorsportResults } from './statistics/motorsport-statistics';
import { lookupSportsSubjects } from './statistics/sports-lookup';

type Q<K extends keyof SportsStatisticsUseCases> = Parameters<SportsStatisticsUseCases[K]>[0];

export class SportsStatistics implements SportsStatisticsUseCases {
  private readonly providers: SportsProviders;

  constructor(providers: SportsDataProvider[]) {
    this.providers = new SportsProviders(providers);
  }

  private provider(q: ProviderQuery): SportsDataProvider {
    return this.providers.get(q.serviceProvider);
  }

  /** The names callers may pass as serviceProvider. */
  serviceProviders(): string[] {
    return this.providers.names();
  }

  async competitions(q: Q<'competitions'>) {
    return competitions(this.provider(q), q);
  }

  async competitionSeasons(q: Q<'competitionSeasons'>) {
    return competitionSeasons(this.provider(q), q.id);
  }

  async matches(q: Q<'matches'>) {
    return matches(this.provider(q), q);
  }

  async standings(q: Q<'standings'>) {
    return standings(this.provider(q), q);
  }

  async results(q: Q<'results'>) {
    const provider = this.provider(q);
    if (q.competitionSeasonId) return footballResults(provider, q.competitionSeasonId);
    if (q.disciplineId || q.raceId)
      return winterResults(provider, { disciplineId: q.disciplineId ?? 'ALL', seasonId: q.seasonId, gender: q.gender, raceId: q.raceId });
    throw resultsNeedScope();
  }

  async team(q: Q<'team'>) {
    return teamProfile(this.provider(q), q.id);
  }

  async player(q: Q<'player'>) {
    return playerProfile(this.provider(q), q.id);
  }

  async tennisTours(q: Q<'tennisTours'>) {
    return tennisTours(this.provider(q), q);
  }

  async tennisStandings(q: Q<'tennisStandings'>) {
    return tennisStandings(this.provider(q), q);
  }

  async championships(q: Q<'championships'>) {
    return championships(this.provider(q), q);
  }

  async winterDisciplines(q: Q<'winterDisciplines'>) {
    return winterDisciplines(this.provider(q));
  }

  async winterStandings(q: Q<'winterStandings'>) {
    return winterStandings(this.provider(q), q);
  }

  async motorsportRaces(q: Q<'motorsportRaces'>) {
    return motorsportRaces(this.provider(q), q);
  }

  async motorsportResults(q: Q<'motorsportResults'>) {
    return motorsportResults(this.provider(q), q.raceId);
  }

  async motorsportRanking(q: Q<'motorsportRanking'>) {
    return motorsportRanking(this.provider(q), q);
  }

  async search(q: Q<'search'>) {
    return searchTeamsAndPlayers(this.provider(q), q);
  }

  async lookup(q: Q<'lookup'>) {
    return lookupSportsSubjects(this.provider(q), q.names);
  }
}
