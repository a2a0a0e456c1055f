import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { Gender, Player, WinterRace, WinterRaceResult, WinterResultStatus } from '@newsdesk/core/sports/sports.types';
import { ALPINE_DISCIPLINES } from '../sports/importers/fis-alpine/fis-file-name';
import { splitSeasonOf } from '../sports/importers/shared/season-records';
import { DEMO_SKI_VENUES, FIRST_NAMES_MEN, FIRST_NAMES_WOMEN, LAST_NAMES, NATIONS } from './sports-demo-season-names';
import { addDays, intBetween, onOrBefore, pickFrom, zurichTime, type DemoContext } from './sports-demo-season-tools';

const ATHLETES = 12;
const RACES: { gender: Gender; disciplineId: 'DH' | 'GS'; weeksAgo: number; venue: number; time: string }[] = [
  { gender: 'men', disciplineId: 'DH', weeksAgo: 3, venue: 0, time: '12:30' },
  { gender: 'women', disciplineId: 'GS', weeksAgo: 3, venue: 1, time: '10:00' },
  { gender: 'men', disciplineId: 'GS', weeksAgo: 1, venue: 1, time: '10:30' },
  { gender: 'women', disciplineId: 'DH', weeksAgo: 1, venue: 0, time: '11:00' },
];

/**
 * Four alpine World Cup-style races (men and women, downhill and giant slalom) on the last
 * weekends: twelve athletes each, ten finishers, one out, one not started. Cup points are left to
 * core (the World Cup table), as are the season standings.
 */
export const demoWintersport = (ctx: DemoContext): Partial<SportsImportBatch> => {
  const seasonId = splitSeasonOf(ctx.today);
  const athletes: Player[] = [];
  const byGender = new Map<Gender, Player[]>();
  for (const gender of ['men', 'women'] as Gender[]) {
    const firstNames = gender === 'men' ? FIRST_NAMES_MEN : FIRST_NAMES_WOMEN;
    const list = Array.from({ length: ATHLETES }, (_, i): Player => {
      const firstName = firstNames[(i * 7 + 2) % firstNames.length]!;
      const lastName = LAST_NAMES[(i * 13 + (gender === 'men' ? 1 : 8)) % LAST_NAMES.length]!;
      return {
        id: `demo:ski:${gender}:${i + 1}`,
        sport: 'wintersport',
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        nationality: pickFrom(ctx, NATIONS),
        birthDate: null,
        hand: null,
        heightCm: null,
        teamId: null,
        position: null,
        number: null,
      };
    });
    byGender.set(gender, list);
    athletes.push(...list);
  }

  const races: WinterRace[] = [];
  const results: WinterRaceResult[] = [];
  const saturday = onOrBefore(addDays(ctx.today, -1), 6);
  RACES.forEach((r, n) => {
    const day = addDays(saturday, -(r.weeksAgo - 1) * 7);
    const venue = DEMO_SKI_VENUES[r.venue]!;
    const discipline = ALPINE_DISCIPLINES.find((d) => d.id === r.disciplineId)!;
    const race: WinterRace = {
      id: `demo:ski:race:${seasonId}-${n + 1}`,
      seasonId,
      disciplineId: r.disciplineId,
      gender: r.gender,
      name: `${venue} ${discipline.name}`,
      venue,
      countryCode: 'CH',
      startsAt: zurichTime(day, r.time),
      date: day,
    };
    races.push(race);
    const field = [...byGender.get(r.gender)!].map((a) => ({ a, t: intBetween(ctx, 0, 2_500) })).sort((x, y) => x.t - y.t);
    const base = r.disciplineId === 'DH' ? 118_000 : 142_000;
    field.forEach(({ a, t: drawn }, k) => {
      const t = drawn + k; // strictly increasing: no ties in the demo
      const status: WinterResultStatus = k === 10 ? 'dnf' : k === 11 ? 'dns' : 'finished';
      const finished = status === 'finished';
      const run1 = Math.round((base + t) / 2 - intBetween(ctx, 0, 300));
      results.push({
        raceId: race.id,
        athleteId: a.id,
        status,
        rank: finished ? k + 1 : null,
        bib: ((k * 7 + n * 5) % ATHLETES) + 1,
        nation: a.nationality,
        timeMs: finished ? base + t : null,
        runTimesMs: r.disciplineId === 'GS' ? (finished ? [run1, base + t - run1] : status === 'dnf' ? [run1, null] : []) : [],
        publishedCupPoints: null,
      });
    });
  });

  return {
    competitions: [
      { id: 'demo:ski', sport: 'wintersport', name: 'Demo Alpine Cup', countryCode: null, kind: 'series', rootTopic: 'sport' },
    ],
    competitionSeasons: [
      { id: `demo:ski:${seasonId}`, competitionId: 'demo:ski', seasonId, name: seasonId, tieBreakers: [], pointAdjustments: [] },
    ],
    winterDisciplines: ALPINE_DISCIPLINES.map(({ id, name }) => ({ id, name })),
    players: athletes,
    winterRaces: races,
    winterResults: results,
  };
};
