/**
 * The answers of the statistics routes as zod schemas, for the OpenAPI document only (the router
 * does not re-validate what core returns). They mirror core's sports.views.ts; the type checks
 * at the bottom fail the build when a view gains a field these do not describe.
 */
import { z } from 'zod';
import { SPORTS, TENNIS_ASSOCIATIONS, type FootballTieBreaker } from '@newsdesk/core/sports/sports.types';
import type * as V from '@newsdesk/core/sports/sports.views';
import { GENDERS, MATCH_STATUSES } from './sports.schema';

const day = z.string().describe('YYYY-MM-DD');
const instant = z.string().describe('UTC ISO 8601; shown in Europe/Zurich');
const sport = z.enum(SPORTS);
const association = z.enum(TENNIS_ASSOCIATIONS);
const gender = z.enum(GENDERS);
const int = z.number().int();
const TIE_BREAKERS = [
  'goal_difference',
  'goals_for',
  'head_to_head_points',
  'head_to_head_goal_difference',
  'head_to_head_goals_for',
  'wins',
  'away_goals_for',
] as const satisfies readonly FootballTieBreaker[];

const teamRef = z.object({ id: z.string(), name: z.string(), shortName: z.string().nullable() });
const playerRef = z.object({ id: z.string(), name: z.string(), nationality: z.string().nullable() });
const competitionSeasonRef = z.object({
  id: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  seasonId: z.string(),
  name: z.string(),
});
const competition = z.object({
  id: z.string(),
  sport,
  name: z.string(),
  countryCode: z.string().nullable(),
  kind: z.enum(['league', 'cup', 'tour', 'series']),
  rootTopic: z.string().nullable(),
});
const score = z.object({ home: int, away: int });
const match = z.object({
  id: z.string(),
  competitionSeason: competitionSeasonRef,
  round: z.string(),
  stage: z.string().nullable(),
  kickoff: instant.nullable(),
  date: day,
  home: teamRef,
  away: teamRef,
  status: z.enum(MATCH_STATUSES),
  fullTime: score.nullable(),
  halfTime: score.nullable(),
  extraTime: score.nullable(),
  penalties: score.nullable(),
  winner: z.enum(['home', 'away', 'draw']).nullable(),
});
const rounds = z.array(z.object({ round: z.string(), matches: z.array(match) }));
const transfer = z.object({
  id: z.string(),
  player: playerRef,
  from: teamRef.nullable(),
  to: teamRef.nullable(),
  date: day,
  kind: z.enum(['permanent', 'loan', 'loan_return', 'free']),
  fee: z.string().nullable(),
});
const tennisMatch = z.object({
  id: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  startsOn: day,
  round: z.string(),
  winner: playerRef,
  loser: playerRef,
  score: z.string(),
});
const winterRace = z.object({
  id: z.string(),
  seasonId: z.string(),
  disciplineId: z.string(),
  disciplineName: z.string(),
  gender,
  name: z.string(),
  venue: z.string(),
  countryCode: z.string().nullable(),
  startsAt: instant.nullable(),
  date: day,
});
const motorsportRace = z.object({
  id: z.string(),
  seasonId: z.string(),
  round: int,
  name: z.string(),
  circuit: z.object({ name: z.string(), location: z.string().nullable(), country: z.string().nullable() }),
  startsAt: instant.nullable(),
  date: day,
  sprintStartsAt: instant.nullable(),
  winner: playerRef.nullable(),
  hasResults: z.boolean(),
});
const motorsportResult = z.object({
  positionText: z.string(),
  position: int.nullable(),
  driver: playerRef,
  team: teamRef,
  number: int.nullable(),
  grid: int.nullable(),
  laps: int.nullable(),
  timeText: z.string().nullable(),
  status: z.string(),
  points: z.number(),
  fastestLap: z.boolean(),
});

export const competitionsView = z.object({ competitions: z.array(competition.extend({ seasons: z.array(competitionSeasonRef) })) });
export const competitionSeasonsView = z.object({ competition, seasons: z.array(competitionSeasonRef) });
export const matchesPage = z.object({ items: z.array(match), page: int, limit: int, total: int, timeZone: z.literal('Europe/Zurich') });

export const standingsView = z.object({
  competitionSeason: competitionSeasonRef,
  groups: z.array(
    z.object({
      name: z.string().nullable(),
      rows: z.array(
        z.object({
          rank: int,
          team: teamRef,
          played: int,
          won: int,
          drawn: int,
          lost: int,
          goalsFor: int,
          goalsAgainst: int,
          goalDifference: int,
          points: int,
          pointAdjustment: int,
          form: z.array(z.enum(['W', 'D', 'L'])),
        }),
      ),
    }),
  ),
  tieBreakers: z.array(z.enum(TIE_BREAKERS)),
  matchesCounted: int,
  lastMatchDate: day.nullable(),
});

export const resultsView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('football'), competitionSeason: competitionSeasonRef, rounds }),
  z.object({
    kind: z.literal('wintersport'),
    races: z.array(
      z.object({
        race: winterRace,
        results: z.array(
          z.object({
            rank: int.nullable(),
            athlete: playerRef,
            nation: z.string().nullable(),
            bib: int.nullable(),
            status: z.enum(['finished', 'dnf', 'dns', 'dsq', 'dnq']),
            timeMs: int.nullable(),
            behindMs: int.nullable(),
            runTimesMs: z.array(int.nullable()),
            cupPoints: z.number(),
          }),
        ),
      }),
    ),
  }),
]);

export const teamProfileView = z.object({
  team: teamRef.extend({ sport, countryCode: z.string().nullable(), venue: z.string().nullable() }),
  competitionSeasons: z.array(competitionSeasonRef),
  squad: z.object({
    seasonId: z.string().nullable(),
    players: z.array(z.object({ player: playerRef, shirtNumber: int.nullable(), position: z.string().nullable() })),
  }),
  transfers: z.array(transfer),
  recentResults: z.array(match),
  nextFixtures: z.array(match),
  standing: z.object({ competitionSeason: competitionSeasonRef, rank: int, points: int, played: int }).nullable(),
});

export const playerProfileView = z.object({
  player: z.object({
    id: z.string(),
    sport,
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nationality: z.string().nullable(),
    birthDate: day.nullable(),
    hand: z.string().nullable(),
    heightCm: z.number().nullable(),
    teamId: z.string().nullable(),
    position: z.string().nullable(),
    number: int.nullable(),
  }),
  team: teamRef.nullable(),
  transfers: z.array(transfer),
  tennis: z
    .object({
      association,
      ranking: z.object({ rank: int, points: z.number(), rankingDate: day }).nullable(),
      recentMatches: z.array(tennisMatch),
    })
    .nullable(),
  motorsport: z.object({ seasonId: z.string(), rank: int.nullable(), points: z.number(), wins: int }).nullable(),
  wintersport: z.object({ seasonId: z.string(), rank: int.nullable(), points: z.number() }).nullable(),
});

export const tennisToursView = z.object({
  association,
  seasonId: z.string(),
  seasonIds: z.array(z.string()),
  tournaments: z.array(
    z.object({
      id: z.string(),
      association,
      seasonId: z.string(),
      name: z.string(),
      surface: z.string().nullable(),
      level: z.string(),
      startsOn: day,
      drawSize: int.nullable(),
      winner: playerRef.nullable(),
      final: tennisMatch.nullable(),
    }),
  ),
});

export const tennisRankingView = z.object({
  association,
  rankingDate: day,
  previousRankingDate: day.nullable(),
  rankingDates: z.array(day),
  rows: z.array(
    z.object({ rank: int, player: playerRef, points: z.number(), tournamentsPlayed: int.nullable(), movement: int.nullable() }),
  ),
  page: int,
  limit: int,
  total: int,
});

export const championshipsView = z.object({
  championships: z.array(
    z.object({
      competitionSeason: competitionSeasonRef,
      sport,
      stages: z.array(z.object({ name: z.string(), rounds })),
      winner: teamRef.nullable(),
    }),
  ),
});

export const winterDisciplinesView = z.object({ disciplines: z.array(z.object({ id: z.string(), name: z.string(), races: int })) });

export const winterStandingsView = z.object({
  seasonId: z.string(),
  gender,
  disciplineId: z.string(),
  kind: z.enum(['athlete', 'nation']),
  basis: z.enum(['computed', 'published']),
  racesCounted: int,
  rows: z.array(z.object({ rank: int, athlete: playerRef.nullable(), nation: z.string(), points: z.number() })),
});

export const motorsportRacesView = z.object({ seasonId: z.string(), races: z.array(motorsportRace) });
export const motorsportResultsView = z.object({
  race: motorsportRace,
  raceResults: z.array(motorsportResult),
  sprintResults: z.array(motorsportResult),
});
export const motorsportRankingView = z.object({
  seasonId: z.string(),
  entityType: z.enum(['driver', 'team']),
  afterRound: int,
  rows: z.array(
    z.object({ rank: int, driver: playerRef.nullable(), team: teamRef.nullable(), points: z.number(), wins: int, podiums: int }),
  ),
});

export const searchView = z.object({
  hits: z.array(z.object({ type: z.enum(['team', 'player']), id: z.string(), name: z.string(), sport, detail: z.string().nullable() })),
});

export const lookupView = z.object({
  subjects: z.array(
    z.discriminatedUnion('type', [
      z.object({
        type: z.literal('team'),
        name: z.string(),
        teamId: z.string(),
        teamName: z.string(),
        sport,
        league: z
          .object({ competitionId: z.string(), competitionName: z.string(), competitionSeasonId: z.string(), seasonName: z.string() })
          .nullable(),
      }),
      z.object({ type: z.literal('player'), name: z.string(), playerId: z.string(), playerName: z.string(), sport }),
    ]),
  ),
});

// Compile-time only: each schema describes exactly its view (a field added to one and not the other fails `tsc`).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<z.infer<typeof competitionsView>, V.CompetitionsView>(true);
same<z.infer<typeof competitionSeasonsView>, V.CompetitionSeasonsView>(true);
same<z.infer<typeof matchesPage>, V.MatchesPage>(true);
same<z.infer<typeof standingsView>, V.FootballStandingsView>(true);
same<z.infer<typeof resultsView>, V.ResultsView>(true);
same<z.infer<typeof teamProfileView>, V.TeamProfileView>(true);
same<z.infer<typeof playerProfileView>, V.PlayerProfileView>(true);
same<z.infer<typeof tennisToursView>, V.TennisToursView>(true);
same<z.infer<typeof tennisRankingView>, V.TennisRankingView>(true);
same<z.infer<typeof championshipsView>, V.ChampionshipsView>(true);
same<z.infer<typeof winterDisciplinesView>, V.WinterDisciplinesView>(true);
same<z.infer<typeof winterStandingsView>, V.WinterStandingsView>(true);
same<z.infer<typeof motorsportRacesView>, V.MotorsportRacesView>(true);
same<z.infer<typeof motorsportResultsView>, V.MotorsportResultsView>(true);
same<z.infer<typeof motorsportRankingView>, V.MotorsportRankingView>(true);
same<z.infer<typeof searchView>, V.SportsSearchView>(true);
same<z.infer<typeof lookupView>, V.SportsLookupView>(true);
