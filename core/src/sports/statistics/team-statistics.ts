/**
 * The club panel (spec §2 "club", "squad", "transfers"): a team with its competition seasons,
 * latest squad, transfers, last results, next fixtures and place in the current league table.
 */
import type { SportsDataProvider } from '../sports.ports';
import type { FootballMatch, Season, SquadMember, Transfer } from '../sports.types';
import type { TeamProfileView, TransferView } from '../sports.views';
import { teamNotFound } from '../sports.errors';
import { byKickoff } from '../football-match';
import { competitionSeasonRef, loadCompetitions, SportsRefs, teamIdsOf } from '../sports-refs';
import { computeStandings } from './football-statistics';

const RECENT = 5;

/** Newest first, then id: a stable order for lists the port leaves unordered. */
export const newestTransfersFirst = (a: Transfer, b: Transfer) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? -1 : 1);

export const transferView = (t: Transfer, refs: SportsRefs): TransferView => ({
  id: t.id,
  player: refs.player(t.playerId),
  from: refs.teamOrNull(t.fromTeamId),
  to: refs.teamOrNull(t.toTeamId),
  date: t.date,
  kind: t.kind,
  fee: t.fee,
});

const latestSquad = (members: SquadMember[], seasons: Season[]): { seasonId: string | null; members: SquadMember[] } => {
  const starts = new Map(seasons.map((s) => [s.id, s.startsOn]));
  const start = (id: string) => starts.get(id) ?? id;
  const seasonId = [...new Set(members.map((m) => m.seasonId))].sort((a, b) => (start(a) < start(b) ? 1 : -1))[0] ?? null;
  return { seasonId, members: members.filter((m) => m.seasonId === seasonId) };
};

export const teamProfile = async (p: SportsDataProvider, id: string): Promise<TeamProfileView> => {
  const [team] = await p.teams([id]);
  if (!team) throw teamNotFound(id);
  const page = (status: FootballMatch['status'], order: 'asc' | 'desc') =>
    p.footballMatches({ teamId: id, status, order, offset: 0, limit: RECENT }).then((r) => r.items);
  const [competitionSeasons, squadMembers, transfers, played, awarded, next] = await Promise.all([
    p.competitionSeasonsOfTeam(id),
    p.squad(id),
    p.transfers({ teamId: id }),
    page('played', 'desc'),
    page('awarded', 'desc'),
    page('scheduled', 'asc'),
  ]);
  const recent = [...played, ...awarded].sort(byKickoff).reverse().slice(0, RECENT);
  const seasons = await p.seasons([...new Set(squadMembers.map((m) => m.seasonId))]);
  const squad = latestSquad(squadMembers, seasons);

  // the table of the newest league season the team plays in
  const competitions = await loadCompetitions(
    p,
    competitionSeasons.map((cs) => cs.competitionId),
  );
  const leagues = new Map(competitions.filter((c) => c.kind === 'league').map((c) => [c.id, c]));
  const newestLeague = competitionSeasons.find((cs) => leagues.has(cs.competitionId));
  const leagueSeason = newestLeague ? { cs: newestLeague, competition: leagues.get(newestLeague.competitionId)! } : null;
  const leagueMatches = leagueSeason ? await p.allFootballMatches(leagueSeason.cs.id) : [];

  const refs = await SportsRefs.load(p, {
    teamIds: [...teamIdsOf([...recent, ...next, ...leagueMatches]), ...transfers.flatMap((t) => [t.fromTeamId, t.toTeamId])],
    playerIds: [...squad.members.map((m) => m.playerId), ...transfers.map((t) => t.playerId)],
    competitionSeasons,
    competitions,
  });
  const table = leagueSeason ? computeStandings(leagueSeason.cs, leagueSeason.competition, leagueMatches, refs.teamName) : null;
  const row = table?.tables[0]?.rows.find((r) => r.teamId === id);

  return {
    team: { ...refs.team(id), sport: team.sport, countryCode: team.countryCode, venue: team.venue },
    competitionSeasons: competitionSeasons.map((cs) => refs.competitionSeason(cs.id)),
    squad: {
      seasonId: squad.seasonId,
      players: squad.members
        .map((m) => ({ player: refs.player(m.playerId), shirtNumber: m.shirtNumber, position: m.position }))
        .sort((a, b) => (a.shirtNumber ?? Infinity) - (b.shirtNumber ?? Infinity) || a.player.name.localeCompare(b.player.name, 'en')),
    },
    transfers: [...transfers].sort(newestTransfersFirst).map((t) => transferView(t, refs)),
    recentResults: recent.map((m) => refs.match(m)),
    nextFixtures: next.map((m) => refs.match(m)),
    standing:
      leagueSeason && row
        ? {
            competitionSeason: competitionSeasonRef(leagueSeason.cs, leagueSeason.competition),
            rank: row.rank,
            points: row.points,
            played: row.played,
          }
        : null,
  };
};
