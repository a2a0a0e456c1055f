import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { zurichDay } from '@newsdesk/core/sports/sports-time';
import type { FootballMatch, Player, SquadMember, Team, Transfer } from '@newsdesk/core/sports/sports.types';
import { seasonRecord, splitSeasonOf } from '../sports/importers/shared/season-records';
import { DEMO_CLUBS, DEMO_VENUES, FIRST_NAMES_MEN, LAST_NAMES } from './sports-demo-season-names';
import { addDays, goals, intBetween, isPast, onOrBefore, pickFrom, zurichTime, type DemoContext } from './sports-demo-season-tools';

export const DEMO_LEAGUE_ID = 'demo:football:league';
export const DEMO_CUP_ID = 'demo:football:cup';

const clubId = (i: number) => `demo:team:${DEMO_CLUBS[i]!.toLowerCase().replace(/[^a-z]+/g, '-')}`;
const POSITIONS = [
  'Goalkeeper',
  'Defender',
  'Defender',
  'Defender',
  'Defender',
  'Midfielder',
  'Midfielder',
  'Midfielder',
  'Midfielder',
  'Forward',
  'Forward',
  'Forward',
] as const;

/** Berger's circle: every club meets every other once per half; the second half swaps home and away. */
const roundRobin = (clubs: number): [number, number][][] => {
  const rounds: [number, number][][] = [];
  const ring = Array.from({ length: clubs }, (_, i) => i);
  for (let r = 0; r < clubs - 1; r += 1) {
    const round: [number, number][] = [];
    for (let i = 0; i < clubs / 2; i += 1) {
      const a = ring[i]!;
      const b = ring[clubs - 1 - i]!;
      round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    ring.splice(1, 0, ring.pop()!);
  }
  return [...rounds, ...rounds.map((round) => round.map(([h, a]) => [a, h] as [number, number]))];
};

const KICKOFFS = [
  [6, '15:30'],
  [6, '15:30'],
  [6, '18:30'],
  [0, '14:00'],
  [0, '16:30'],
] as const;

const match = (
  ctx: DemoContext,
  strength: number[],
  base: Omit<FootballMatch, 'status' | 'fullTime' | 'halfTime' | 'extraTime' | 'penalties' | 'date'>,
  home: number,
  away: number,
): FootballMatch => {
  const date = base.kickoff ? zurichDay(base.kickoff) : '';
  if (!base.kickoff || !isPast(ctx, base.kickoff))
    return { ...base, date, status: 'scheduled', fullTime: null, halfTime: null, extraTime: null, penalties: null };
  const h = goals(ctx, 1.1 + strength[home]! * 0.8 + 0.25);
  const a = goals(ctx, 1.1 + strength[away]! * 0.8 - 0.15);
  return {
    ...base,
    date,
    status: 'played',
    fullTime: { home: h, away: a },
    halfTime: { home: Math.min(h, intBetween(ctx, 0, h)), away: Math.min(a, intBetween(ctx, 0, a)) },
    extraTime: null,
    penalties: null,
  };
};

/**
 * A 10-club league around today (18 matchdays, the first half played, one match postponed) and a
 * cup of 8 of its clubs (quarter-finals and semi-finals played, one on penalties; the final ahead),
 * with squads of 12 and a few transfers. Kick-offs are Zurich times.
 */
export const demoFootball = (ctx: DemoContext): Partial<SportsImportBatch> => {
  const seasonId = splitSeasonOf(ctx.today);
  const strength = DEMO_CLUBS.map(() => ctx.random());
  const teams: Team[] = DEMO_CLUBS.map((name, i) => ({
    id: clubId(i),
    sport: 'football',
    name,
    shortName: null,
    countryCode: 'CH',
    venue: DEMO_VENUES[i]!,
  }));
  const leagueCs = `${DEMO_LEAGUE_ID}:${seasonId}`;
  const cupCs = `${DEMO_CUP_ID}:${seasonId}`;

  // matchday 9 is this weekend: about half the season is played
  const firstSaturday = addDays(onOrBefore(ctx.today, 6), -8 * 7);
  const league: FootballMatch[] = roundRobin(DEMO_CLUBS.length).flatMap((round, r) =>
    round.map(([home, away], i) => {
      const [dow, time] = KICKOFFS[i]!;
      const day = addDays(firstSaturday, r * 7 + (dow === 0 ? 1 : 0));
      const base = {
        id: `${leagueCs}:md${r + 1}:${i + 1}`,
        competitionSeasonId: leagueCs,
        round: `Matchday ${r + 1}`,
        stage: null,
        kickoff: zurichTime(day, time),
        homeTeamId: clubId(home),
        awayTeamId: clubId(away),
      };
      return match(ctx, strength, base, home, away);
    }),
  );
  // one match of matchday 5 was called off (pitch frozen): no score, status postponed
  const called = league.find((m) => m.round === 'Matchday 5')!;
  Object.assign(called, { status: 'postponed', fullTime: null, halfTime: null });

  const wednesday = (weeksFromNow: number) => addDays(onOrBefore(ctx.today, 3), weeksFromNow * 7);
  const cup: FootballMatch[] = [];
  const cupRound = (round: string, day: string, time: string, pairs: [number, number][]) =>
    pairs.map(([home, away], i) => {
      const m = match(
        ctx,
        strength,
        {
          id: `${cupCs}:${round.toLowerCase().replace(/[^a-z]+/g, '-')}:${i + 1}`,
          competitionSeasonId: cupCs,
          round,
          stage: round,
          kickoff: zurichTime(day, time),
          homeTeamId: clubId(home),
          awayTeamId: clubId(away),
        },
        home,
        away,
      );
      // knockout: a level score goes to extra time and, in this demo, penalties
      if (m.fullTime && m.fullTime.home === m.fullTime.away) {
        m.extraTime = { ...m.fullTime };
        m.penalties = ctx.random() < 0.5 ? { home: 4, away: 3 } : { home: 3, away: 5 };
      }
      cup.push(m);
      return m;
    });
  const winnerOf = (m: FootballMatch, home: number, away: number) => {
    if (!m.fullTime) return home;
    const h = (m.extraTime ?? m.fullTime).home + (m.penalties?.home ?? 0);
    const a = (m.extraTime ?? m.fullTime).away + (m.penalties?.away ?? 0);
    return h >= a ? home : away;
  };
  const qfPairs: [number, number][] = [
    [0, 7],
    [1, 6],
    [2, 5],
    [3, 4],
  ];
  // the first quarter-final is level after 90 minutes, whatever the dice say: the demo shows penalties
  const quarters = cupRound('Quarter-finals', wednesday(-5), '20:00', qfPairs);
  if (quarters[0]!.fullTime)
    Object.assign(quarters[0]!, {
      fullTime: { home: 1, away: 1 },
      halfTime: { home: 0, away: 1 },
      extraTime: { home: 1, away: 1 },
      penalties: { home: 4, away: 3 },
    });
  const semiTeams = quarters.map((m, i) => winnerOf(m, qfPairs[i]![0], qfPairs[i]![1]));
  const sfPairs: [number, number][] = [
    [semiTeams[0]!, semiTeams[1]!],
    [semiTeams[2]!, semiTeams[3]!],
  ];
  const semis = cupRound('Semi-finals', wednesday(-2), '20:30', sfPairs);
  const finalists = semis.map((m, i) => winnerOf(m, sfPairs[i]![0], sfPairs[i]![1]));
  cupRound('Final', addDays(onOrBefore(ctx.today, 0), 21), '14:00', [[finalists[0]!, finalists[1]!]]);

  const players: Player[] = [];
  const squads: SquadMember[] = [];
  DEMO_CLUBS.forEach((_club, c) =>
    POSITIONS.forEach((position, p) => {
      const id = `demo:player:${c + 1}-${p + 1}`;
      const firstName = pickFrom(ctx, FIRST_NAMES_MEN);
      const lastName = LAST_NAMES[(c * 7 + p * 3) % LAST_NAMES.length]!;
      const number = p === 0 ? 1 : p + 2;
      players.push({
        id,
        sport: 'football',
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        nationality: pickFrom(ctx, ['SUI', 'SUI', 'SUI', 'GER', 'FRA', 'ITA', 'AUT']),
        birthDate: `${intBetween(ctx, 1990, 2006)}-0${intBetween(ctx, 1, 9)}-1${intBetween(ctx, 0, 9)}`,
        hand: null,
        heightCm: intBetween(ctx, 168, 195),
        teamId: clubId(c),
        position,
        number,
      });
      squads.push({ teamId: clubId(c), seasonId, playerId: id, shirtNumber: number, position });
    }),
  );
  const seasonStart = seasonRecord(seasonId).startsOn;
  const transfers: Transfer[] = [0, 1, 2, 3, 4, 5].map((t) => {
    const to = (t * 3 + 1) % DEMO_CLUBS.length;
    const from = (to + 1 + t) % DEMO_CLUBS.length;
    return {
      id: `demo:transfer:${seasonId}:${t + 1}`,
      playerId: `demo:player:${to + 1}-${(t % 11) + 2}`,
      fromTeamId: t === 5 ? null : clubId(from),
      toTeamId: clubId(to),
      date: addDays(seasonStart, t * 9),
      kind: (['permanent', 'loan', 'permanent', 'loan_return', 'permanent', 'free'] as const)[t]!,
      fee: (['CHF 2.5m', null, 'undisclosed', null, 'CHF 800k', null] as const)[t]!,
    };
  });

  return {
    competitions: [
      { id: DEMO_LEAGUE_ID, sport: 'football', name: 'Demo League', countryCode: 'CH', kind: 'league', rootTopic: 'sport' },
      { id: DEMO_CUP_ID, sport: 'football', name: 'Demo Cup', countryCode: 'CH', kind: 'cup', rootTopic: 'sport' },
    ],
    seasons: [seasonRecord(seasonId)],
    competitionSeasons: [
      {
        id: leagueCs,
        competitionId: DEMO_LEAGUE_ID,
        seasonId,
        name: seasonId,
        tieBreakers: ['goal_difference', 'goals_for'],
        pointAdjustments: [],
      },
      { id: cupCs, competitionId: DEMO_CUP_ID, seasonId, name: seasonId, tieBreakers: [], pointAdjustments: [] },
    ],
    teams,
    players,
    squads,
    transfers,
    footballMatches: [...league, ...cup],
  };
};
