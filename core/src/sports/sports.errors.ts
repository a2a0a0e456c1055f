import { DomainError } from '../shared/domain-error';

// Stable codes; the UI translates `errors.<code>`. Spec §8 names the fetch failures as toasts
// ("Error fetching matches" …): those are the widgets' own codes (sports.fetch_*), not these.

export const unknownProvider = (serviceProvider: string, known: string[]) =>
  new DomainError('invalid', 'sports.unknown_provider', `There is no sports data provider “${serviceProvider}”.`, {
    serviceProvider,
    known,
  });

export const competitionNotFound = (id: string) =>
  new DomainError('not_found', 'sports.competition_not_found', 'This competition does not exist.', { id });

export const competitionSeasonNotFound = (id: string) =>
  new DomainError('not_found', 'sports.competition_season_not_found', 'This competition season does not exist.', { id });

export const notALeague = (id: string) =>
  new DomainError('invalid', 'sports.not_a_league', 'Standings exist only for football leagues and cup groups.', { id });

export const teamNotFound = (id: string) =>
  new DomainError('not_found', 'sports.team_not_found', 'ID of selected team or player is not available', { id });

export const playerNotFound = (id: string) =>
  new DomainError('not_found', 'sports.player_not_found', 'ID of selected team or player is not available', { id });

export const raceNotFound = (id: string) => new DomainError('not_found', 'sports.race_not_found', 'This race does not exist.', { id });

export const seasonNotFound = (id: string) =>
  new DomainError('not_found', 'sports.season_not_found', 'There is no data for this season.', { id });

export const noRankings = (association: string) =>
  new DomainError('not_found', 'sports.no_rankings', 'There is no ranking list for this association.', { association });

export const resultsNeedScope = () =>
  new DomainError(
    'invalid',
    'sports.results_need_scope',
    'Results need a competitionSeasonId (football) or a disciplineId (winter sport).',
  );

export const unsupportedExport = (sportType: string) =>
  new DomainError('invalid', 'sports.unsupported_export', `There is no wire export for “${sportType}”.`, { sportType });
