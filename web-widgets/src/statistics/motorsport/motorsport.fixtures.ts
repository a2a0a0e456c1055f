import { emptySportsImportBatch, type SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { MotorsportResult, MotorsportSession } from '@newsdesk/core/sports/sports.types';
import { aMotorsportRace, aMotorsportResult, aPlayer, aTeam } from '@newsdesk/core/sports/testing/sports.mother';

/*
 * Formula 1 data for stories and tests: the 2024 season's first three rounds as they finished
 * (China and Miami with a sprint), a fourth round not raced yet, and the 2023 opener. Twelve
 * drivers of six teams are enough to show a classification with retirements.
 */

export const F1 = {
  series: 'fixture:f1',
  bahrain: 'fixture:f1:2024:1',
  china: 'fixture:f1:2024:2',
  miami: 'fixture:f1:2024:3',
  imola: 'fixture:f1:2024:4',
  verstappen: 'fixture:f1:driver:verstappen',
  norris: 'fixture:f1:driver:norris',
  redBull: 'fixture:f1:team:red_bull',
} as const;

const TEAMS: [string, string, string][] = [
  ['red_bull', 'Red Bull', 'AUT'],
  ['ferrari', 'Ferrari', 'ITA'],
  ['mclaren', 'McLaren', 'GBR'],
  ['mercedes', 'Mercedes', 'GER'],
  ['aston_martin', 'Aston Martin', 'GBR'],
  ['haas', 'Haas F1 Team', 'USA'],
];

const DRIVERS: [string, string, string, number, string][] = [
  ['verstappen', 'Max Verstappen', 'NED', 1, 'red_bull'],
  ['perez', 'Sergio Pérez', 'MEX', 11, 'red_bull'],
  ['leclerc', 'Charles Leclerc', 'MON', 16, 'ferrari'],
  ['sainz', 'Carlos Sainz', 'ESP', 55, 'ferrari'],
  ['norris', 'Lando Norris', 'GBR', 4, 'mclaren'],
  ['piastri', 'Oscar Piastri', 'AUS', 81, 'mclaren'],
  ['hamilton', 'Lewis Hamilton', 'GBR', 44, 'mercedes'],
  ['russell', 'George Russell', 'GBR', 63, 'mercedes'],
  ['alonso', 'Fernando Alonso', 'ESP', 14, 'aston_martin'],
  ['stroll', 'Lance Stroll', 'CAN', 18, 'aston_martin'],
  ['hulkenberg', 'Nico Hülkenberg', 'GER', 27, 'haas'],
  ['magnussen', 'Kevin Magnussen', 'DEN', 20, 'haas'],
];

const driverId = (key: string) => `fixture:f1:driver:${key}`;
const teamOf = (key: string) => `fixture:f1:team:${DRIVERS.find(([k]) => k === key)![4]}`;

/**
 * A classification from the finishing order; `out` are those not classified, with their reason.
 * Points are left to core (Formula 1 table, sprint table, fastest lap point of 2024).
 */
const classification = (
  raceId: string,
  session: MotorsportSession,
  order: string[],
  out: [string, string][],
  fastest: string | null,
  winnerTime: string,
): MotorsportResult[] => [
  ...order.map((key, i) =>
    aMotorsportResult({
      raceId,
      session,
      driverId: driverId(key),
      teamId: teamOf(key),
      number: DRIVERS.find(([k]) => k === key)![3],
      grid: ((i * 5) % order.length) + 1,
      positionOrder: i + 1,
      laps: session === 'race' ? 57 : 19,
      timeText: i === 0 ? winnerTime : `+${(i * 3.417).toFixed(3)}`,
      fastestLapRank: key === fastest ? 1 : null,
    }),
  ),
  ...out.map(([key, status], i) =>
    aMotorsportResult({
      raceId,
      session,
      driverId: driverId(key),
      teamId: teamOf(key),
      number: DRIVERS.find(([k]) => k === key)![3],
      grid: order.length + i + 1,
      positionOrder: order.length + i + 1,
      position: null,
      positionText: 'R',
      // out before the flag: fewer laps than the distance
      laps: Math.floor((session === 'race' ? 57 : 19) * (0.3 + i * 0.2)),
      status,
    }),
  ),
];

export const someMotorsportData = (): SportsImportBatch => {
  const batch = emptySportsImportBatch();
  batch.competitions.push({
    id: F1.series,
    sport: 'motorsport',
    name: 'Formula 1 World Championship',
    countryCode: null,
    kind: 'series',
    rootTopic: 'sport',
  });
  batch.seasons.push(
    { id: '2023', name: '2023', startsOn: '2023-01-01', endsOn: '2023-12-31' },
    { id: '2024', name: '2024', startsOn: '2024-01-01', endsOn: '2024-12-31' },
  );
  for (const seasonId of ['2023', '2024']) {
    batch.competitionSeasons.push({
      id: `${F1.series}:${seasonId}`,
      competitionId: F1.series,
      seasonId,
      name: seasonId,
      tieBreakers: [],
      pointAdjustments: [],
    });
  }
  batch.teams.push(
    ...TEAMS.map(([key, name, country]) => aTeam({ id: `fixture:f1:team:${key}`, sport: 'motorsport', name, countryCode: country })),
  );
  batch.players.push(
    ...DRIVERS.map(([key, name, nationality, number, team]) =>
      aPlayer({ id: driverId(key), sport: 'motorsport', name, nationality, number, teamId: `fixture:f1:team:${team}` }),
    ),
  );
  batch.motorsportRaces.push(
    aMotorsportRace({
      id: 'fixture:f1:2023:1',
      seasonId: '2023',
      competitionId: F1.series,
      round: 1,
      name: 'Bahrain Grand Prix',
      circuit: { name: 'Bahrain International Circuit', location: 'Sakhir', country: 'Bahrain' },
      startsAt: '2023-03-05T15:00:00.000Z',
      date: '2023-03-05',
    }),
    aMotorsportRace({
      id: F1.bahrain,
      seasonId: '2024',
      competitionId: F1.series,
      round: 1,
      name: 'Bahrain Grand Prix',
      circuit: { name: 'Bahrain International Circuit', location: 'Sakhir', country: 'Bahrain' },
      startsAt: '2024-03-02T15:00:00.000Z',
      date: '2024-03-02',
    }),
    aMotorsportRace({
      id: F1.china,
      seasonId: '2024',
      competitionId: F1.series,
      round: 2,
      name: 'Chinese Grand Prix',
      circuit: { name: 'Shanghai International Circuit', location: 'Shanghai', country: 'China' },
      startsAt: '2024-04-21T07:00:00.000Z',
      date: '2024-04-21',
      sprintStartsAt: '2024-04-20T03:00:00.000Z',
    }),
    aMotorsportRace({
      id: F1.miami,
      seasonId: '2024',
      competitionId: F1.series,
      round: 3,
      name: 'Miami Grand Prix',
      circuit: { name: 'Miami International Autodrome', location: 'Miami', country: 'USA' },
      startsAt: '2024-05-05T20:00:00.000Z',
      date: '2024-05-05',
      sprintStartsAt: '2024-05-04T16:00:00.000Z',
    }),
    aMotorsportRace({
      id: F1.imola,
      seasonId: '2024',
      competitionId: F1.series,
      round: 4,
      name: 'Emilia Romagna Grand Prix',
      circuit: { name: 'Autodromo Enzo e Dino Ferrari', location: 'Imola', country: 'Italy' },
      startsAt: '2024-05-19T13:00:00.000Z',
      date: '2024-05-19',
    }),
  );
  batch.motorsportResults.push(
    ...classification(
      'fixture:f1:2023:1',
      'race',
      ['verstappen', 'perez', 'alonso', 'sainz', 'hamilton', 'stroll', 'russell'],
      [['leclerc', 'Power Unit']],
      'verstappen',
      '1:33:56.736',
    ),
    ...classification(
      F1.bahrain,
      'race',
      [
        'verstappen',
        'perez',
        'sainz',
        'leclerc',
        'russell',
        'norris',
        'hamilton',
        'piastri',
        'alonso',
        'stroll',
        'hulkenberg',
        'magnussen',
      ],
      [],
      'verstappen',
      '1:31:44.742',
    ),
    ...classification(
      F1.china,
      'sprint',
      ['verstappen', 'hamilton', 'perez', 'leclerc', 'sainz', 'norris', 'piastri', 'russell', 'magnussen', 'hulkenberg'],
      [
        ['alonso', 'Puncture'],
        ['stroll', 'Collision damage'],
      ],
      null,
      '32:04.660',
    ),
    ...classification(
      F1.china,
      'race',
      ['verstappen', 'norris', 'perez', 'leclerc', 'sainz', 'russell', 'alonso', 'piastri', 'hamilton', 'hulkenberg'],
      [
        ['stroll', 'Collision'],
        ['magnussen', 'Gearbox'],
      ],
      'alonso',
      '1:40:52.554',
    ),
    ...classification(
      F1.miami,
      'sprint',
      ['verstappen', 'leclerc', 'perez', 'sainz', 'piastri', 'hulkenberg', 'hamilton', 'russell'],
      [
        ['norris', 'Collision'],
        ['alonso', 'Collision'],
        ['stroll', 'Collision'],
      ],
      null,
      '30:04.176',
    ),
    ...classification(
      F1.miami,
      'race',
      ['norris', 'verstappen', 'leclerc', 'perez', 'sainz', 'hamilton', 'russell', 'alonso', 'piastri', 'hulkenberg', 'magnussen'],
      [['stroll', 'Brakes']],
      'piastri',
      '1:30:49.876',
    ),
  );
  return batch;
};

/** Long race, circuit, driver and team names, to see the tables wrap. */
export const withLongMotorsportNames = (batch: SportsImportBatch): SportsImportBatch => ({
  ...batch,
  motorsportRaces: batch.motorsportRaces.map((r) => ({
    ...r,
    name: `Formula 1 Crypto.com ${r.name} presented by a very long sponsor name`,
    circuit: { ...r.circuit, name: `${r.circuit.name} (long layout with the new chicane)` },
  })),
  teams: batch.teams.map((t) => ({ ...t, name: `${t.name} Oracle Visa Cash App Stake Kick Racing Team` })),
  players: batch.players.map((p) => ({ ...p, name: `${p.name} de la Cruz-Hohenberg` })),
});

export const motorsportFixture = { data: someMotorsportData, withLongNames: withLongMotorsportNames };
