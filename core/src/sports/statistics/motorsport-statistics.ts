/**
 * Motorsport (Formula 1): the races of a season with their winners, a race's result sheets
 * (grand prix and sprint), and the driver and team standings computed after a round.
 */
import type { SportsDataProvider } from '../sports.ports';
import type { MotorsportRace, MotorsportResult } from '../sports.types';
import type {
  MotorsportRaceView,
  MotorsportRacesView,
  MotorsportRankingView,
  MotorsportResultRow,
  MotorsportResultsView,
} from '../sports.views';
import { raceNotFound, seasonNotFound } from '../sports.errors';
import { SportsRefs } from '../sports-refs';
import { formula1ResultPoints } from '../standings/formula1-points';
import { motorsportStandings } from '../standings/motorsport-standings';

const byRound = (a: MotorsportRace, b: MotorsportRace) => a.round - b.round || (a.id < b.id ? -1 : 1);

const raceWinner = (raceId: string, results: MotorsportResult[]) =>
  results.find((r) => r.raceId === raceId && r.session === 'race' && r.position === 1)?.driverId ?? null;

const raceView = (race: MotorsportRace, results: MotorsportResult[], refs: SportsRefs): MotorsportRaceView => {
  const winner = raceWinner(race.id, results);
  return {
    id: race.id,
    seasonId: race.seasonId,
    round: race.round,
    name: race.name,
    circuit: race.circuit,
    startsAt: race.startsAt,
    date: race.date,
    sprintStartsAt: race.sprintStartsAt,
    winner: winner ? refs.player(winner) : null,
    hasResults: results.some((r) => r.raceId === race.id),
  };
};

/** The races of a season (default: the newest), by round, with their results. */
const seasonRaces = async (
  p: SportsDataProvider,
  seasonId?: string,
): Promise<{ seasonId: string | null; races: MotorsportRace[]; results: MotorsportResult[] }> => {
  const season = seasonId ?? (await p.motorsportSeasons())[0] ?? null;
  if (season === null) return { seasonId: null, races: [], results: [] };
  const races = (await p.motorsportRaces({ seasonId: season })).sort(byRound);
  if (seasonId && !races.length) throw seasonNotFound(seasonId);
  const results = races.length ? await p.motorsportResults({ raceIds: races.map((r) => r.id) }) : [];
  return { seasonId: season, races, results };
};

export const motorsportRaces = async (p: SportsDataProvider, q: { seasonId?: string }): Promise<MotorsportRacesView> => {
  const { seasonId, races, results } = await seasonRaces(p, q.seasonId);
  const refs = await SportsRefs.load(p, { playerIds: races.map((r) => raceWinner(r.id, results)) });
  return { seasonId: seasonId ?? '', races: races.map((r) => raceView(r, results, refs)) };
};

export const motorsportResults = async (p: SportsDataProvider, raceId: string): Promise<MotorsportResultsView> => {
  const [race] = await p.motorsportRaces({ ids: [raceId] });
  if (!race) throw raceNotFound(raceId);
  const results = await p.motorsportResults({ raceIds: [race.id] });
  const refs = await SportsRefs.load(p, { playerIds: results.map((r) => r.driverId), teamIds: results.map((r) => r.teamId) });
  const sheet = (session: 'race' | 'sprint'): MotorsportResultRow[] =>
    results
      .filter((r) => r.session === session)
      .sort((a, b) => a.positionOrder - b.positionOrder)
      .map((r) => ({
        positionText: r.positionText,
        position: r.position,
        driver: refs.player(r.driverId),
        team: refs.team(r.teamId),
        number: r.number,
        grid: r.grid,
        laps: r.laps,
        timeText: r.timeText,
        status: r.status,
        points: formula1ResultPoints(r, race.seasonId),
        fastestLap: r.fastestLapRank === 1,
      }));
  return { race: raceView(race, results, refs), raceResults: sheet('race'), sprintResults: sheet('sprint') };
};

export const motorsportRanking = async (
  p: SportsDataProvider,
  q: { entityType: 'driver' | 'team'; seasonId?: string; afterRound?: number },
): Promise<MotorsportRankingView> => {
  const { seasonId, races, results } = await seasonRaces(p, q.seasonId);
  const refs = await SportsRefs.load(p, { playerIds: results.map((r) => r.driverId), teamIds: results.map((r) => r.teamId) });
  const { afterRound, rows } = motorsportStandings({
    races,
    results,
    entityType: q.entityType,
    afterRound: q.afterRound,
    name: (id) => (q.entityType === 'driver' ? refs.playerName(id) : refs.teamName(id)),
  });
  return {
    seasonId: seasonId ?? '',
    entityType: q.entityType,
    afterRound,
    rows: rows.map((r) => ({
      rank: r.rank,
      driver: r.driverId ? refs.player(r.driverId) : null,
      team: r.teamId ? refs.team(r.teamId) : null,
      points: r.points,
      wins: r.wins,
      podiums: r.podiums,
    })),
  };
};
