/**
 * Player info (spec §2) and the team and player search that opens the team or player panel.
 * A player's profile adds what their sport knows: ranking and recent matches (tennis), the
 * championship standing (motorsport) or the World Cup overall standing (winter sport).
 */
import type { SportsDataProvider } from '../sports.ports';
import type { Player, TennisAssociation, TennisTournament } from '../sports.types';
import { TENNIS_ASSOCIATIONS } from '../sports.types';
import type { PlayerProfileView, SportsSearchHit, SportsSearchView } from '../sports.views';
import { playerNotFound } from '../sports.errors';
import { SportsRefs } from '../sports-refs';
import { searchRank } from '../sports-search';
import { latestTennisMatchesFirst, tennisMatchView } from './tennis-statistics';
import { newestTransfersFirst, transferView } from './team-statistics';
import { motorsportRanking } from './motorsport-statistics';
import { latestWinterSeason, winterStandings } from './winter-statistics';

const RECENT_TENNIS_MATCHES = 10;

const tennisProfile = async (p: SportsDataProvider, player: Player): Promise<PlayerProfileView['tennis']> => {
  const [tournamentLists, matches] = await Promise.all([
    Promise.all(TENNIS_ASSOCIATIONS.map((association) => p.tennisTournaments({ association }))),
    p.tennisMatches({ playerId: player.id }),
  ]);
  const tournaments = new Map<string, TennisTournament>(tournamentLists.flat().map((t) => [t.id, t]));
  const recent = [...matches].sort(latestTennisMatchesFirst(tournaments)).slice(0, RECENT_TENNIS_MATCHES);
  const latestDates = await Promise.all(TENNIS_ASSOCIATIONS.map((a) => p.tennisRankingDates(a).then((dates) => dates[0] ?? null)));
  const entries = await Promise.all(
    TENNIS_ASSOCIATIONS.map((a, i) => (latestDates[i] ? p.tennisRankingOf(a, latestDates[i]!, [player.id]) : Promise.resolve([]))),
  );
  const rankedIn = TENNIS_ASSOCIATIONS.findIndex((_, i) => entries[i]!.length > 0);
  const playedIn = recent[0] ? tournaments.get(recent[0].tournamentId)?.association : undefined;
  const association: TennisAssociation = playedIn ?? TENNIS_ASSOCIATIONS[rankedIn === -1 ? 0 : rankedIn]!;
  const entry = entries[TENNIS_ASSOCIATIONS.indexOf(association)]?.[0];
  const refs = await SportsRefs.load(p, { playerIds: recent.flatMap((m) => [m.winnerId, m.loserId]) });
  return {
    association,
    ranking: entry ? { rank: entry.rank, points: entry.points, rankingDate: entry.rankingDate } : null,
    recentMatches: recent.map((m) => tennisMatchView(m, tournaments.get(m.tournamentId), refs)),
  };
};

const motorsportProfile = async (p: SportsDataProvider, player: Player): Promise<PlayerProfileView['motorsport']> => {
  const ranking = await motorsportRanking(p, { entityType: 'driver' });
  if (!ranking.seasonId) return null;
  const row = ranking.rows.find((r) => r.driver?.id === player.id);
  return { seasonId: ranking.seasonId, rank: row?.rank ?? null, points: row?.points ?? 0, wins: row?.wins ?? 0 };
};

const wintersportProfile = async (p: SportsDataProvider, player: Player): Promise<PlayerProfileView['wintersport']> => {
  const seasonId = latestWinterSeason(await p.winterRaces({}));
  if (seasonId === null) return null;
  const races = await p.winterRaces({ seasonId });
  const own = (await p.winterRaceResults(races.map((r) => r.id))).filter((r) => r.athleteId === player.id);
  const gender = races.find((r) => own.some((o) => o.raceId === r.id))?.gender;
  if (!gender) return { seasonId, rank: null, points: 0 };
  const standing = await winterStandings(p, { seasonId, gender, disciplineId: 'ALL', kind: 'athlete' });
  const row = standing.rows.find((r) => r.athlete?.id === player.id);
  return { seasonId, rank: row?.rank ?? null, points: row?.points ?? 0 };
};

export const playerProfile = async (p: SportsDataProvider, id: string): Promise<PlayerProfileView> => {
  const [player] = await p.players([id]);
  if (!player) throw playerNotFound(id);
  const [transfers, tennis, motorsport, wintersport] = await Promise.all([
    p.transfers({ playerId: id }),
    player.sport === 'tennis' ? tennisProfile(p, player) : null,
    player.sport === 'motorsport' ? motorsportProfile(p, player) : null,
    player.sport === 'wintersport' ? wintersportProfile(p, player) : null,
  ]);
  const refs = await SportsRefs.load(p, {
    teamIds: [player.teamId, ...transfers.flatMap((t) => [t.fromTeamId, t.toTeamId])],
    playerIds: [id],
  });
  return {
    player,
    team: refs.teamOrNull(player.teamId),
    transfers: [...transfers].sort(newestTransfersFirst).map((t) => transferView(t, refs)),
    tennis,
    motorsport,
    wintersport,
  };
};

/** Teams and players by name, best matches first (name starts with the query, a word does, contains it). */
export const searchTeamsAndPlayers = async (p: SportsDataProvider, q: { query: string; limit: number }): Promise<SportsSearchView> => {
  const query = q.query.trim();
  if (!query) return { hits: [] };
  const { teams, players } = await p.searchTeamsAndPlayers(query, q.limit);
  const refs = await SportsRefs.load(p, { teamIds: players.map((pl) => pl.teamId) });
  const hits: (SportsSearchHit & { rank: number })[] = [
    ...teams.map((t) => ({
      type: 'team' as const,
      id: t.id,
      name: t.name,
      sport: t.sport,
      detail: t.countryCode,
      rank: searchRank(t.name, query) ?? 3,
    })),
    ...players.map((pl) => ({
      type: 'player' as const,
      id: pl.id,
      name: pl.name,
      sport: pl.sport,
      detail: pl.teamId ? refs.teamName(pl.teamId) : pl.nationality,
      rank: searchRank(pl.name, query) ?? 3,
    })),
  ];
  return {
    hits: hits
      .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'en') || (a.type < b.type ? 1 : -1))
      .slice(0, q.limit)
      .map(({ rank: _rank, ...hit }) => hit),
  };
};
