import type { CompetitionSeasonRef, CompetitionView } from '@newsdesk/core/sports/sports.views';

/** Seasons are named `2024-25` or `2024`: the greatest name is the latest season. */
export const latestSeason = (seasons: readonly CompetitionSeasonRef[]): CompetitionSeasonRef | null =>
  seasons.reduce<CompetitionSeasonRef | null>(
    (latest, season) => (latest === null || season.name.localeCompare(latest.name) > 0 ? season : latest),
    null,
  );

/** Newest first, the way a picker lists them. */
export const newestFirst = (seasons: readonly CompetitionSeasonRef[]): CompetitionSeasonRef[] =>
  [...seasons].sort((a, b) => b.name.localeCompare(a.name));

export const footballLeagues = (competitions: readonly CompetitionView[]): CompetitionView[] =>
  competitions.filter((c) => c.sport === 'football' && c.kind === 'league').sort((a, b) => a.name.localeCompare(b.name));

export const footballCups = (competitions: readonly CompetitionView[]): CompetitionView[] =>
  competitions.filter((c) => c.sport === 'football' && c.kind === 'cup').sort((a, b) => a.name.localeCompare(b.name));

/** The competition and season a view shows: the params' if they still exist, else the first one with a season. */
export const resolveSelection = (
  choices: readonly CompetitionView[],
  params: { competitionId?: string | undefined; competitionSeasonId?: string | undefined },
): { competition: CompetitionView; season: CompetitionSeasonRef } | null => {
  const wanted =
    choices.find((c) => c.id === params.competitionId) ?? choices.find((c) => c.seasons.some((s) => s.id === params.competitionSeasonId));
  const competition = wanted ?? choices.find((c) => c.seasons.length > 0);
  if (!competition) return null;
  const season = competition.seasons.find((s) => s.id === params.competitionSeasonId) ?? latestSeason(competition.seasons);
  return season ? { competition, season } : null;
};
