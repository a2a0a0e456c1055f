/**
 * The football use cases: competitions and their seasons, fixtures and results, tables computed
 * from results, and cups by stage. Every function takes the provider picked by serviceProvider.
 */
import type { SportsDataProvider } from '../sports.ports';
import type { MatchesQuery } from '../sports-statistics.contract';
import type { Competition, CompetitionSeason, FootballMatch, Sport } from '../sports.types';
import type {
  ChampionshipView,
  ChampionshipsView,
  CompetitionSeasonsView,
  CompetitionsView,
  FootballResultsView,
  FootballStandingsView,
  MatchesPage,
} from '../sports.views';
import { SPORTS_TIME_ZONE } from '../sports.views';
import { competitionNotFound, competitionSeasonNotFound, notALeague, seasonNotFound, teamNotFound } from '../sports.errors';
import { groupInPlayOrder } from '../football-match';
import { competitionSeasonRef, SportsRefs, teamIdsOf } from '../sports-refs';
import { countsForTable, footballStandings, type FootballStandings } from '../standings/football-standings';
import { championshipStages } from '../standings/championship';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

export const competitions = async (
  p: SportsDataProvider,
  q: { sport?: Sport; countryCode?: string; seasonId?: string; rootTopic?: string },
): Promise<CompetitionsView> => {
  const [found, seasons] = await Promise.all([
    p.competitions({ sport: q.sport, countryCode: q.countryCode, seasonId: q.seasonId, rootTopic: q.rootTopic }),
    p.competitionSeasons({}),
  ]);
  const byCompetition = new Map<string, CompetitionSeason[]>();
  for (const cs of seasons)
    if (!q.seasonId || cs.seasonId === q.seasonId)
      byCompetition.set(cs.competitionId, [...(byCompetition.get(cs.competitionId) ?? []), cs]);
  return {
    competitions: [...found]
      .sort(byName)
      .map((c) => ({ ...c, seasons: (byCompetition.get(c.id) ?? []).map((cs) => competitionSeasonRef(cs, c)) })),
  };
};

export const competitionSeasons = async (p: SportsDataProvider, id: string): Promise<CompetitionSeasonsView> => {
  const competition = await p.competition(id);
  if (!competition) throw competitionNotFound(id);
  const seasons = await p.competitionSeasons({ competitionId: id });
  return { competition, seasons: seasons.map((cs) => competitionSeasonRef(cs, competition)) };
};

export const matches = async (p: SportsDataProvider, q: MatchesQuery): Promise<MatchesPage> => {
  // unknown scopes are a 404, not an empty list that looks like "no matches yet"
  const [competition, cs, team] = await Promise.all([
    q.competitionId ? p.competition(q.competitionId) : null,
    q.competitionSeasonId ? p.competitionSeasons({ ids: [q.competitionSeasonId] }) : null,
    q.teamId ? p.teams([q.teamId]) : null,
  ]);
  if (q.competitionId && !competition) throw competitionNotFound(q.competitionId);
  if (q.competitionSeasonId && !cs?.length) throw competitionSeasonNotFound(q.competitionSeasonId);
  if (q.teamId && !team?.length) throw teamNotFound(q.teamId);
  const { items, total } = await p.footballMatches({
    competitionId: q.competitionId,
    competitionSeasonId: q.competitionSeasonId,
    seasonId: q.seasonId,
    teamId: q.teamId,
    status: q.status,
    order: q.order,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const refs = await SportsRefs.load(p, {
    teamIds: teamIdsOf(items),
    competitionSeasons: cs ?? [],
    competitionSeasonIds: items.map((m) => m.competitionSeasonId),
  });
  return { items: items.map((m) => refs.match(m)), page: q.page, limit: q.limit, total, timeZone: SPORTS_TIME_ZONE };
};

/** `id` is a competition season, or a competition (its latest season unless `seasonId`). */
export const resolveCompetitionSeason = async (
  p: SportsDataProvider,
  id: string,
  seasonId?: string,
): Promise<{ cs: CompetitionSeason; competition: Competition }> => {
  const [direct] = await p.competitionSeasons({ ids: [id] });
  if (direct) {
    const competition = await p.competition(direct.competitionId);
    if (!competition) throw competitionNotFound(direct.competitionId);
    return { cs: direct, competition };
  }
  const competition = await p.competition(id);
  if (!competition) throw competitionNotFound(id);
  const seasons = await p.competitionSeasons({ competitionId: id });
  const cs = seasonId ? seasons.find((s) => s.seasonId === seasonId) : seasons[0];
  if (!cs) throw seasonId ? seasonNotFound(seasonId) : competitionSeasonNotFound(id);
  return { cs, competition };
};

export const computeStandings = (
  cs: CompetitionSeason,
  competition: Competition,
  all: FootballMatch[],
  teamName: (id: string) => string,
): FootballStandings | null => {
  if (competition.sport !== 'football' || (competition.kind !== 'league' && competition.kind !== 'cup')) return null;
  const standings = footballStandings({
    matches: all,
    competitionKind: competition.kind,
    tieBreakers: cs.tieBreakers,
    pointAdjustments: cs.pointAdjustments,
    teamName,
  });
  return standings.tables.length ? standings : null;
};

export const standings = async (p: SportsDataProvider, q: { id: string; seasonId?: string }): Promise<FootballStandingsView> => {
  const { cs, competition } = await resolveCompetitionSeason(p, q.id, q.seasonId);
  if (competition.sport !== 'football') throw notALeague(cs.id);
  const all = await p.allFootballMatches(cs.id);
  const refs = await SportsRefs.load(p, { teamIds: teamIdsOf(all), competitionSeasons: [cs] });
  const computed = computeStandings(cs, competition, all, refs.teamName);
  if (!computed) throw notALeague(cs.id);
  return {
    competitionSeason: competitionSeasonRef(cs, competition),
    groups: computed.tables.map((t) => ({ name: t.name, rows: t.rows.map(({ teamId, ...row }) => ({ ...row, team: refs.team(teamId) })) })),
    tieBreakers: cs.tieBreakers.length ? cs.tieBreakers : ['goal_difference', 'goals_for'],
    matchesCounted: computed.matchesCounted,
    lastMatchDate: computed.lastMatchDate,
  };
};

/** Results (played and awarded matches) by round, in play order. */
export const footballResults = async (p: SportsDataProvider, competitionSeasonId: string): Promise<FootballResultsView> => {
  const [cs] = await p.competitionSeasons({ ids: [competitionSeasonId] });
  if (!cs) throw competitionSeasonNotFound(competitionSeasonId);
  const results = (await p.allFootballMatches(cs.id)).filter(countsForTable);
  const refs = await SportsRefs.load(p, { teamIds: teamIdsOf(results), competitionSeasons: [cs] });
  return {
    kind: 'football',
    competitionSeason: refs.competitionSeason(cs.id),
    rounds: groupInPlayOrder(results, (m) => m.round).map(({ key, matches: ms }) => ({
      round: key,
      matches: ms.map((m) => refs.match(m)),
    })),
  };
};

/** The cups (kind `cup`) with their stages, of one season (default: each cup's latest). */
export const championships = async (
  p: SportsDataProvider,
  q: { seasonId?: string; competitionId?: string; rootTopic?: string },
): Promise<ChampionshipsView> => {
  let cups: Competition[];
  if (q.competitionId) {
    const competition = await p.competition(q.competitionId);
    if (!competition) throw competitionNotFound(q.competitionId);
    cups = competition.kind === 'cup' ? [competition] : [];
  } else cups = (await p.competitions({ seasonId: q.seasonId, rootTopic: q.rootTopic })).filter((c) => c.kind === 'cup');
  if (!cups.length) return { championships: [] };
  const ids = new Set(cups.map((c) => c.id));
  const seasons = (await p.competitionSeasons({})).filter((cs) => ids.has(cs.competitionId));
  const picked = cups
    .map((c) => ({ competition: c, cs: seasons.find((cs) => cs.competitionId === c.id && (!q.seasonId || cs.seasonId === q.seasonId)) }))
    .filter((x): x is { competition: Competition; cs: CompetitionSeason } => x.cs !== undefined)
    .sort((a, b) => byName(a.competition, b.competition));
  if (q.seasonId && q.competitionId && !picked.length) throw seasonNotFound(q.seasonId);
  const matchLists = await Promise.all(picked.map(({ cs }) => p.allFootballMatches(cs.id)));
  const refs = await SportsRefs.load(p, { teamIds: matchLists.flatMap(teamIdsOf), competitionSeasons: picked.map((x) => x.cs) });
  return {
    championships: picked.map(({ competition, cs }, i): ChampionshipView => {
      const { stages, winnerTeamId } = championshipStages(matchLists[i]!);
      return {
        competitionSeason: competitionSeasonRef(cs, competition),
        sport: competition.sport,
        stages: stages.map((s) => ({
          name: s.name,
          rounds: s.rounds.map((r) => ({ round: r.round, matches: r.matches.map((m) => refs.match(m)) })),
        })),
        winner: refs.teamOrNull(winnerTeamId),
      };
    }),
  };
};
