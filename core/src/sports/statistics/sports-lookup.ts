/**
 * Which entity names of a document open something in Statistics (ADR 0030): one call for all the
 * chips of a document. A football club opens the table of the league it played in last (the
 * newest league season with a match of it), so "Bayern München" opens the Bundesliga.
 */
import type { SportsDataProvider } from '../sports.ports';
import type { Competition, Team } from '../sports.types';
import type { SportsLookupView, SportsSubjectView } from '../sports.views';
import { matchSportsSubjects } from '../sports-subjects';

/** The most names one lookup takes (the route refuses more): a document's chips, not a gazetteer. */
export const MAX_LOOKUP_NAMES = 60;
/** Candidates per name: a chip's name is contained in few names; whole-name matches are among the first. */
const CANDIDATES_PER_NAME = 20;

const leagueOf = async (
  p: SportsDataProvider,
  team: Team,
  leagues: Map<string, Competition>,
): Promise<Extract<SportsSubjectView, { type: 'team' }>['league']> => {
  if (team.sport !== 'football') return null;
  const seasons = await p.competitionSeasonsOfTeam(team.id);
  const season = seasons.find((cs) => leagues.has(cs.competitionId));
  const league = season && leagues.get(season.competitionId);
  return season && league
    ? { competitionId: league.id, competitionName: league.name, competitionSeasonId: season.id, seasonName: season.name }
    : null;
};

export const lookupSportsSubjects = async (p: SportsDataProvider, names: readonly string[]): Promise<SportsLookupView> => {
  const unique = [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
  if (unique.length === 0) return { subjects: [] };
  const matches = matchSportsSubjects(unique, await p.teamsAndPlayersNamed(unique, CANDIDATES_PER_NAME));
  const clubs = [...matches.values()].some((m) => m.type === 'team' && m.team.sport === 'football');
  const leagues = new Map(
    (clubs ? await p.competitions({ sport: 'football' }) : []).filter((c) => c.kind === 'league').map((c) => [c.id, c]),
  );
  const subjects = await Promise.all(
    [...matches].map(
      async ([name, match]): Promise<SportsSubjectView> =>
        match.type === 'team'
          ? {
              type: 'team',
              name,
              teamId: match.team.id,
              teamName: match.team.name,
              sport: match.team.sport,
              league: await leagueOf(p, match.team, leagues),
            }
          : { type: 'player', name, playerId: match.player.id, playerName: match.player.name, sport: match.player.sport },
    ),
  );
  return { subjects };
};
