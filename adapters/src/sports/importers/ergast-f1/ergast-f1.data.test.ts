import { readFileSync } from 'node:fs';
import { beforeAll, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { computedFormula1Points } from '@newsdesk/core/sports/standings/formula1-points';
import { motorsportStandings } from '@newsdesk/core/sports/standings/motorsport-standings';
import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { describeWithSportsData, sportsData } from '../testing/real-sports-data';
import { readErgastF1 } from './ergast-f1-importer';

/**
 * The real Ergast tables (../shared/data/sports/f1, README §3.3): standings computed by core from
 * the imported results equal the published driver_standings.csv / constructor_standings.csv.
 */
const describeData = describeWithSportsData('f1', 'Ergast F1 importer on the real files');

type Published = { raceId: string; id: string; points: number; position: number };
const published = (table: 'driver' | 'constructor'): Published[] =>
  (parse(readFileSync(sportsData('f1', `${table}_standings.csv`)), { columns: true, trim: true }) as Record<string, string>[]).map((r) => ({
    raceId: `ergast:race:${r.raceId}`,
    id: `ergast:${table}:${r[`${table}Id`]}`,
    points: Number(r.points),
    position: Number(r.position),
  }));

describeData('Ergast F1 importer on the real files', () => {
  let f1: SportsImportBatch;
  beforeAll(async () => {
    f1 = await readErgastF1(sportsData('f1'));
  });

  const standings = (seasonId: string, entityType: 'driver' | 'team') => {
    const races = f1.motorsportRaces.filter((r) => r.seasonId === seasonId);
    const names = new Map([...f1.players, ...f1.teams].map((e) => [e.id, e.name]));
    return motorsportStandings({
      races,
      results: f1.motorsportResults.filter((r) => races.some((race) => race.id === r.raceId)),
      entityType,
      name: (id) => names.get(id)!,
    });
  };
  const lastRaceWithResults = (seasonId: string) => {
    const withResults = new Set(f1.motorsportResults.map((r) => r.raceId));
    return f1.motorsportRaces.filter((r) => r.seasonId === seasonId && withResults.has(r.id)).sort((a, b) => b.round - a.round)[0]!;
  };

  test('rows of the README table: 114 races (2021–2025), 2,158 race and 420 sprint results', () => {
    expect(f1.motorsportRaces).toHaveLength(114);
    expect(f1.motorsportResults.filter((r) => r.session === 'race')).toHaveLength(2158);
    expect(f1.motorsportResults.filter((r) => r.session === 'sprint')).toHaveLength(420);
    expect(f1.seasons.map((s) => s.id)).toEqual(['2021', '2022', '2023', '2024', '2025']);
    expect(lastRaceWithResults('2025')).toMatchObject({ round: 18, name: 'Singapore Grand Prix' });
  });

  test('2024: Max Verstappen champion with 437 points, McLaren constructors’ champion with 666', () => {
    const drivers = standings('2024', 'driver');
    expect(drivers.afterRound).toBe(24);
    expect(drivers.rows[0]).toMatchObject({ rank: 1, driverId: 'ergast:driver:830', points: 437, wins: 9 });
    expect(f1.players.find((p) => p.id === 'ergast:driver:830')).toMatchObject({
      name: 'Max Verstappen',
      nationality: 'NED',
      number: 33,
      teamId: 'ergast:constructor:9',
    });
    const teams = standings('2024', 'team');
    expect(teams.rows[0]).toMatchObject({ rank: 1, teamId: 'ergast:constructor:1', points: 666 });
    expect(f1.teams.find((t) => t.id === 'ergast:constructor:1')).toMatchObject({ name: 'McLaren', countryCode: 'GB' });
  });

  test.each(['2021', '2022', '2023', '2024', '2025'])(
    '%s: every driver’s and constructor’s points and place equal the published standings after the last race',
    (seasonId) => {
      const last = lastRaceWithResults(seasonId);
      for (const [entityType, table] of [
        ['driver', 'driver'],
        ['team', 'constructor'],
      ] as const) {
        const expected = published(table)
          .filter((p) => p.raceId === last.id)
          .map(({ id, points, position }) => ({ id, points, position }))
          .sort((a, b) => a.position - b.position);
        const computed = standings(seasonId, entityType).rows.map((r) => ({
          id: (r.driverId ?? r.teamId)!,
          points: r.points,
          position: r.rank,
        }));
        expect(computed).toEqual(expected);
      }
    },
  );

  test('awarded points are the published ones: core’s tables agree except half points at Spa 2021 and Monaco 2024 (no lap times, rank 0)', () => {
    const race = (seasonId: string, name: string) => f1.motorsportRaces.find((r) => r.seasonId === seasonId && r.name === name)!;
    const spa = race('2021', 'Belgian Grand Prix');
    const monaco = race('2024', 'Monaco Grand Prix');
    expect(f1.motorsportResults.find((r) => r.raceId === spa.id && r.position === 1)).toMatchObject({ awardedPoints: 12.5 });
    expect(f1.motorsportResults.filter((r) => r.raceId === monaco.id).every((r) => r.fastestLapRank === null)).toBe(true);
    const seasonOf = new Map(f1.motorsportRaces.map((r) => [r.id, r.seasonId]));
    const differ = f1.motorsportResults.filter((r) => r.awardedPoints !== computedFormula1Points(r, seasonOf.get(r.raceId)!));
    // Spa: the ten classified got half points; Monaco: Hamilton's fastest-lap point (7 for 7th)
    expect(differ.map((r) => [r.raceId, r.position, r.awardedPoints])).toEqual([
      ...[12.5, 9, 7.5, 6, 5, 4, 3, 2, 1, 0.5].map((points, i) => [spa.id, i + 1, points]),
      [monaco.id, 7, 7],
    ]);
  });

  test('times are UTC instants; the race day is Zurich’s (Las Vegas 2023: Saturday 22:00 local is Sunday 07:00 in Zurich)', () => {
    const vegas = f1.motorsportRaces.find((r) => r.seasonId === '2023' && r.name === 'Las Vegas Grand Prix')!;
    expect(vegas).toMatchObject({
      startsAt: '2023-11-19T06:00:00.000Z',
      date: '2023-11-19',
      circuit: { location: 'Las Vegas', country: 'United States' },
    });
    const sprints = f1.motorsportRaces.filter((r) => r.seasonId === '2024' && r.sprintStartsAt !== null);
    expect(sprints).toHaveLength(6);
    expect(f1.motorsportRaces.find((r) => r.seasonId === '2025' && r.round === 24)).toMatchObject({
      name: 'Abu Dhabi Grand Prix',
      startsAt: '2025-12-07T13:00:00.000Z',
      sprintStartsAt: null,
    });
  });
});
