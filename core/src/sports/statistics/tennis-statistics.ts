/**
 * Tennis: the tours and events of a season with their finals, and the ranking lists (the tennis
 * standings) with each player's movement since the previous list.
 */
import type { SportsDataProvider } from '../sports.ports';
import type { TennisAssociation, TennisMatch, TennisTournament } from '../sports.types';
import type { TennisMatchView, TennisRankingView, TennisToursView } from '../sports.views';
import { noRankings, seasonNotFound } from '../sports.errors';
import { SportsRefs } from '../sports-refs';
import { previousRankingDate, rankingDateToShow, rankingMovements, tennisSeasonsNewestFirst } from '../standings/tennis-ranking';

const ROUND_DEPTH: Record<string, number> = { Q1: -3, Q2: -2, Q3: -1, R128: 1, R64: 2, R32: 3, R16: 4, RR: 4, QF: 5, SF: 6, BR: 7, F: 8 };
const depth = (round: string) => ROUND_DEPTH[round] ?? 0;

/** Newest tournament first, the later round of it first (final before semi-finals). */
export const latestTennisMatchesFirst = (tournaments: Map<string, TennisTournament>) => (a: TennisMatch, b: TennisMatch) => {
  const sa = tournaments.get(a.tournamentId)?.startsOn ?? '';
  const sb = tournaments.get(b.tournamentId)?.startsOn ?? '';
  return sa < sb ? 1 : sa > sb ? -1 : depth(b.round) - depth(a.round) || (a.id < b.id ? -1 : 1);
};

export const tennisMatchView = (m: TennisMatch, tournament: TennisTournament | undefined, refs: SportsRefs): TennisMatchView => ({
  id: m.id,
  tournamentId: m.tournamentId,
  tournamentName: tournament?.name ?? m.tournamentId,
  startsOn: tournament?.startsOn ?? '',
  round: m.round,
  winner: refs.player(m.winnerId),
  loser: refs.player(m.loserId),
  score: m.score,
});

export const tennisTours = async (
  p: SportsDataProvider,
  q: { associationName: TennisAssociation; seasonId?: string },
): Promise<TennisToursView> => {
  // every season of the tour, for the season picker: a tour has a few hundred tournaments a year
  const all = await p.tennisTournaments({ association: q.associationName });
  const seasonIds = tennisSeasonsNewestFirst(all);
  if (q.seasonId && !seasonIds.includes(q.seasonId)) throw seasonNotFound(q.seasonId);
  const seasonId = q.seasonId ?? seasonIds[0] ?? null;
  if (seasonId === null) return { association: q.associationName, seasonId: '', seasonIds, tournaments: [] };
  const tournaments = all
    .filter((t) => t.seasonId === seasonId)
    .sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : a.name.localeCompare(b.name, 'en')));
  const finals = (await p.tennisMatches({ tournamentIds: tournaments.map((t) => t.id) })).filter((m) => m.round === 'F');
  const finalOf = new Map(finals.map((m) => [m.tournamentId, m]));
  const refs = await SportsRefs.load(p, { playerIds: finals.flatMap((m) => [m.winnerId, m.loserId]) });
  return {
    association: q.associationName,
    seasonId,
    seasonIds,
    tournaments: tournaments.map((t) => {
      const final = finalOf.get(t.id);
      return { ...t, winner: final ? refs.player(final.winnerId) : null, final: final ? tennisMatchView(final, t, refs) : null };
    }),
  };
};

export const tennisStandings = async (
  p: SportsDataProvider,
  q: { associationName: TennisAssociation; rankingDate?: string; page: number; limit: number },
): Promise<TennisRankingView> => {
  const dates = await p.tennisRankingDates(q.associationName);
  const rankingDate = rankingDateToShow(dates, q.rankingDate);
  if (rankingDate === null) throw noRankings(q.associationName);
  const previousDate = previousRankingDate(dates, rankingDate);
  const { entries, total } = await p.tennisRanking({
    association: q.associationName,
    rankingDate,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const playerIds = entries.map((e) => e.playerId);
  const [previous, refs] = await Promise.all([
    previousDate && playerIds.length ? p.tennisRankingOf(q.associationName, previousDate, playerIds) : Promise.resolve(null),
    SportsRefs.load(p, { playerIds }),
  ]);
  const movements = rankingMovements(entries, previousDate ? (previous ?? []) : null);
  return {
    association: q.associationName,
    rankingDate,
    previousRankingDate: previousDate,
    rankingDates: dates,
    rows: entries.map((e) => ({
      rank: e.rank,
      player: refs.player(e.playerId),
      points: e.points,
      tournamentsPlayed: e.tournamentsPlayed,
      movement: movements.get(e.playerId) ?? null,
    })),
    page: q.page,
    limit: q.limit,
    total,
  };
};
