import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { zurichDay } from '@newsdesk/core/sports/sports-time';
import type { MotorsportRace, MotorsportResult, MotorsportSession, Player, Team } from '@newsdesk/core/sports/sports.types';
import { DEMO_CIRCUITS, DEMO_RACING_TEAMS, FIRST_NAMES_MEN, LAST_NAMES, NATIONS } from './sports-demo-season-names';
import { addDays, intBetween, onOrBefore, pickFrom, zurichTime, type DemoContext } from './sports-demo-season-tools';

export const DEMO_SERIES_ID = 'demo:racing';
const SPRINT_ROUND = 3;
const FAILURES = ['Accident', 'Engine', 'Gearbox', 'Collision'] as const;

const lapTime = (ms: number) => {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = ((ms % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/**
 * A Formula 1-style series: 5 teams of 2 drivers, six races a fortnight apart (the last one last
 * Sunday), all with results, one weekend with a sprint. Points are left to core (the F1 tables).
 */
export const demoMotorsport = (ctx: DemoContext): Partial<SportsImportBatch> => {
  const seasonId = ctx.today.slice(0, 4);
  const teams: Team[] = DEMO_RACING_TEAMS.map((name, i) => ({
    id: `demo:racing:team:${i + 1}`,
    sport: 'motorsport',
    name,
    shortName: null,
    countryCode: null,
    venue: null,
  }));
  const drivers: Player[] = Array.from({ length: 10 }, (_, i) => {
    const firstName = FIRST_NAMES_MEN[(i * 3 + 1) % FIRST_NAMES_MEN.length]!;
    const lastName = LAST_NAMES[(i * 11 + 5) % LAST_NAMES.length]!;
    return {
      id: `demo:racing:driver:${i + 1}`,
      sport: 'motorsport',
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      nationality: pickFrom(ctx, NATIONS),
      birthDate: `${intBetween(ctx, 1990, 2004)}-1${intBetween(ctx, 0, 2)}-0${intBetween(ctx, 1, 9)}`,
      hand: null,
      heightCm: null,
      teamId: teams[Math.floor(i / 2)]!.id,
      position: null,
      number: (i + 1) * 4 + 1,
    };
  });
  const pace = drivers.map(() => ctx.random());
  const lastSunday = onOrBefore(addDays(ctx.today, -1), 0);

  const races: MotorsportRace[] = [];
  const results: MotorsportResult[] = [];
  const classify = (race: MotorsportRace, session: MotorsportSession, laps: number) => {
    const order = drivers.map((d, i) => ({ d, score: pace[i]! + ctx.random() * 0.8 })).sort((a, b) => b.score - a.score);
    const retired = session === 'race' ? intBetween(ctx, 0, 9) : -1;
    const finishers = order.filter((_, k) => k !== retired);
    const fastest = intBetween(ctx, 0, Math.min(9, finishers.length - 1));
    const winnerMs = laps * intBetween(ctx, 88_000, 95_000);
    let gap = 0;
    finishers.forEach(({ d }, k) => {
      gap += k === 0 ? 0 : intBetween(ctx, 400, 9_000);
      results.push({
        raceId: race.id,
        session,
        driverId: d.id,
        teamId: d.teamId!,
        number: d.number,
        grid: intBetween(ctx, 1, 10),
        position: k + 1,
        positionText: String(k + 1),
        positionOrder: k + 1,
        awardedPoints: null,
        laps,
        timeText: k === 0 ? lapTime(winnerMs) : `+${(gap / 1000).toFixed(3)}`,
        status: 'Finished',
        fastestLapRank: session === 'race' && k === fastest ? 1 : null,
      });
    });
    if (retired >= 0) {
      const { d } = order[retired]!;
      results.push({
        raceId: race.id,
        session,
        driverId: d.id,
        teamId: d.teamId!,
        number: d.number,
        grid: intBetween(ctx, 1, 10),
        position: null,
        positionText: 'R',
        positionOrder: 10,
        awardedPoints: null,
        laps: intBetween(ctx, 1, laps - 1),
        timeText: null,
        status: pickFrom(ctx, FAILURES),
        fastestLapRank: null,
      });
    }
  };

  DEMO_CIRCUITS.forEach((c, r) => {
    const day = addDays(lastSunday, -(DEMO_CIRCUITS.length - 1 - r) * 14);
    const sprintStartsAt = r + 1 === SPRINT_ROUND ? zurichTime(addDays(day, -1), '16:00') : null;
    const startsAt = zurichTime(day, '15:00');
    const race: MotorsportRace = {
      id: `demo:racing:race:${seasonId}-${r + 1}`,
      seasonId,
      competitionId: DEMO_SERIES_ID,
      round: r + 1,
      name: c.race,
      circuit: { name: c.name, location: c.location, country: c.country },
      startsAt,
      date: zurichDay(startsAt),
      sprintStartsAt,
    };
    races.push(race);
    classify(race, 'race', 57);
    if (sprintStartsAt) classify(race, 'sprint', 19);
  });

  return {
    competitions: [
      { id: DEMO_SERIES_ID, sport: 'motorsport', name: 'Demo Racing Series', countryCode: null, kind: 'series', rootTopic: 'sport' },
    ],
    competitionSeasons: [
      {
        id: `${DEMO_SERIES_ID}:${seasonId}`,
        competitionId: DEMO_SERIES_ID,
        seasonId,
        name: seasonId,
        tieBreakers: [],
        pointAdjustments: [],
      },
    ],
    teams,
    players: drivers,
    motorsportRaces: races,
    motorsportResults: results,
  };
};
