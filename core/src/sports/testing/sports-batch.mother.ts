/**
 * One small, complete import batch covering every kind, shared by the data contract suite and the
 * use-case tests. The figures are chosen so that tables can be checked by hand; the expected
 * tables are written out next to the tests that use them (sports-statistics*.test.ts).
 *
 * - Football league `test:ch.1`, seasons 2023-24 (2 results) and 2024-25 (matchdays 1–4 played,
 *   one of them awarded; matchday 5 one scheduled + one postponed; matchday 6 scheduled), GC −3.
 * - Cup `test:ch.cup` 2024-25: semi-finals (one on penalties) and a final won in extra time.
 * - Tennis ATP 2024: Geneva and Basel with semi-finals and finals; ranking lists on 2024-10-21 and
 *   2024-10-28 (one newcomer). No WTA data.
 * - Formula 1 2024: rounds 1–3 with results (round 2 with a sprint), round 4 without results.
 * - Alpine 2024-25 men: Wengen downhill (a tie for 2nd, a DNF) and Adelboden giant slalom (a DNQ,
 *   a DNF), plus the published overall standing (FIS, all races of the season).
 */
import { emptySportsImportBatch, type SportsImportBatch } from '../sports.ports';
import type { FootballMatch } from '../sports.types';
import {
  aCompetition,
  aCompetitionSeason,
  aFootballMatch,
  aMotorsportRace,
  aMotorsportResult,
  aPlayer,
  aPublishedWinterStanding,
  aSeason,
  aSquadMember,
  aTeam,
  aTennisMatch,
  aTennisRankingEntry,
  aTennisTournament,
  aTransfer,
  aWinterRace,
  aWinterRaceResult,
  type MatchSketch,
} from './sports-rows.mother';
import { zonedTimeToInstant } from '../sports-time';

/** The ids of the batch, for assertions. */
export const MOTHER = {
  league: 'test:ch.1',
  league2324: 'test:ch.1:2023-24',
  league2425: 'test:ch.1:2024-25',
  cup: 'test:ch.cup',
  cup2425: 'test:ch.cup:2024-25',
  f1: 'test:f1',
  fcz: 'test:team:fcz',
  gc: 'test:team:gc',
  yb: 'test:team:yb',
  fcb: 'test:team:fcb',
  yfj: 'test:team:yfj',
  lugano: 'test:team:lugano',
  mueller: 'test:player:mueller',
  favre: 'test:player:favre',
  rossi: 'test:player:rossi',
  rochat: 'test:atp:rochat',
  bianchi: 'test:atp:bianchi',
  becker: 'test:atp:becker',
  brown: 'test:atp:brown',
  keller: 'test:atp:keller',
  geneva: 'test:atp:2024-geneva',
  basel: 'test:atp:2024-basel',
  red: 'test:f1:team:red',
  blue: 'test:f1:team:blue',
  meier: 'test:f1:driver:meier',
  santos: 'test:f1:driver:santos',
  lenz: 'test:f1:driver:lenz',
  olsen: 'test:f1:driver:olsen',
  f1r1: 'test:f1:2024:1',
  f1r2: 'test:f1:2024:2',
  f1r3: 'test:f1:2024:3',
  f1r4: 'test:f1:2024:4',
  wengen: 'test:fis:2025-wengen-dh',
  adelboden: 'test:fis:2025-adelboden-gs',
  oberholzer: 'test:fis:oberholzer',
  moret: 'test:fis:moret',
  nilsen: 'test:fis:nilsen',
  kriegler: 'test:fis:kriegler',
  rohrer: 'test:fis:rohrer',
} as const;

const M = MOTHER;

const football = () => {
  const teams = [
    aTeam({ id: M.fcz, name: 'FC Zürich', shortName: 'FCZ', venue: 'Letzigrund' }),
    aTeam({ id: M.gc, name: 'Grasshopper Club Zürich', shortName: 'GC', venue: 'Letzigrund' }),
    aTeam({ id: M.yb, name: 'BSC Young Boys', shortName: 'YB', venue: 'Wankdorf' }),
    aTeam({ id: M.fcb, name: 'FC Basel 1893', shortName: 'FCB', venue: 'St. Jakob-Park' }),
    aTeam({ id: M.yfj, name: 'Young Fellows Juventus', shortName: 'YFJ', venue: 'Utogrund' }),
    aTeam({ id: M.lugano, name: 'FC Lugano', shortName: 'FCL', venue: 'Cornaredo' }),
  ];
  const league = (
    id: string,
    round: number,
    day: string,
    home: string,
    away: string,
    ft: [number, number] | null,
    extra: Partial<MatchSketch> = {},
  ) => aFootballMatch({ id, competitionSeasonId: M.league2425, round: `Matchday ${round}`, day, time: '18:00', home, away, ft, ...extra });
  const matches: FootballMatch[] = [
    aFootballMatch({
      id: 'test:m:2324-1',
      competitionSeasonId: M.league2324,
      round: 'Matchday 1',
      day: '2023-07-22',
      time: '18:00',
      home: M.fcb,
      away: M.fcz,
      ft: [1, 0],
    }),
    aFootballMatch({
      id: 'test:m:2324-2',
      competitionSeasonId: M.league2324,
      round: 'Matchday 1',
      day: '2023-07-23',
      time: '16:30',
      home: M.yb,
      away: M.gc,
      ft: [2, 0],
    }),
    league('test:m:2425-01', 1, '2024-07-20', M.fcz, M.gc, [2, 1], { ht: [1, 1] }),
    league('test:m:2425-02', 1, '2024-07-21', M.yb, M.fcb, [1, 1], { time: '16:30' }),
    league('test:m:2425-03', 2, '2024-07-27', M.fcz, M.yb, [0, 0]),
    league('test:m:2425-04', 2, '2024-07-28', M.fcb, M.gc, [3, 0], { time: '14:15' }),
    league('test:m:2425-05', 3, '2024-08-03', M.fcb, M.fcz, [1, 2]),
    league('test:m:2425-06', 3, '2024-08-04', M.gc, M.yb, [2, 2]),
    // abandoned and awarded 0-3 to the visitors
    league('test:m:2425-07', 4, '2024-08-10', M.gc, M.fcz, [0, 3], { status: 'awarded' }),
    league('test:m:2425-08', 4, '2024-08-11', M.fcb, M.yb, [2, 0]),
    league('test:m:2425-09', 5, '2025-03-01', M.yb, M.fcz, null),
    league('test:m:2425-10', 5, '2025-03-02', M.gc, M.fcb, null, { status: 'postponed' }),
    league('test:m:2425-11', 6, '2025-03-08', M.fcz, M.fcb, null),
    league('test:m:2425-12', 6, '2025-03-09', M.yb, M.gc, null, { time: null }),
    aFootballMatch({
      id: 'test:m:cup-sf1',
      competitionSeasonId: M.cup2425,
      round: 'Semi-finals',
      stage: 'Semi-finals',
      day: '2025-04-23',
      time: '20:30',
      home: M.yfj,
      away: M.fcz,
      ft: [1, 1],
      et: [1, 1],
      pens: [3, 4],
    }),
    aFootballMatch({
      id: 'test:m:cup-sf2',
      competitionSeasonId: M.cup2425,
      round: 'Semi-finals',
      stage: 'Semi-finals',
      day: '2025-04-24',
      time: '20:30',
      home: M.lugano,
      away: M.yb,
      ft: [2, 0],
    }),
    aFootballMatch({
      id: 'test:m:cup-final',
      competitionSeasonId: M.cup2425,
      round: 'Final',
      stage: 'Final',
      day: '2025-06-01',
      time: '14:45',
      home: M.fcz,
      away: M.lugano,
      ft: [1, 1],
      ht: [0, 1],
      et: [2, 1],
    }),
  ];
  const players = [
    aPlayer({
      id: M.mueller,
      name: 'Lukas Müller',
      firstName: 'Lukas',
      lastName: 'Müller',
      teamId: M.fcz,
      position: 'Goalkeeper',
      number: 1,
      birthDate: '1996-02-11',
    }),
    aPlayer({ id: M.favre, name: 'Jonas Favre', firstName: 'Jonas', lastName: 'Favre', teamId: M.gc, position: 'Defender', number: 4 }),
    aPlayer({
      id: M.rossi,
      name: 'Luca Rossi',
      firstName: 'Luca',
      lastName: 'Rossi',
      nationality: 'ITA',
      teamId: M.fcz,
      position: 'Forward',
      number: 9,
    }),
  ];
  return {
    competitions: [
      aCompetition({ id: M.league, name: 'Super League', kind: 'league' }),
      aCompetition({ id: M.cup, name: 'Swiss Cup', kind: 'cup' }),
    ],
    competitionSeasons: [
      aCompetitionSeason({ id: M.league2324, competitionId: M.league, seasonId: '2023-24', name: 'Super League 2023-24' }),
      aCompetitionSeason({
        id: M.league2425,
        competitionId: M.league,
        seasonId: '2024-25',
        name: 'Super League 2024-25',
        pointAdjustments: [{ teamId: M.gc, points: -3, reason: 'Licence breach' }],
      }),
      aCompetitionSeason({ id: M.cup2425, competitionId: M.cup, seasonId: '2024-25', name: 'Swiss Cup 2024-25' }),
    ],
    teams,
    players,
    footballMatches: matches,
    squads: [
      aSquadMember({ teamId: M.fcz, seasonId: '2024-25', playerId: M.mueller, shirtNumber: 1, position: 'Goalkeeper' }),
      aSquadMember({ teamId: M.fcz, seasonId: '2024-25', playerId: M.favre, shirtNumber: 4, position: 'Defender' }),
      aSquadMember({ teamId: M.fcz, seasonId: '2024-25', playerId: M.rossi, shirtNumber: 9, position: 'Forward' }),
      aSquadMember({ teamId: M.fcz, seasonId: '2023-24', playerId: M.mueller, shirtNumber: 18, position: 'Goalkeeper' }),
    ],
    transfers: [
      aTransfer({
        id: 'test:transfer:rossi',
        playerId: M.rossi,
        fromTeamId: M.lugano,
        toTeamId: M.fcz,
        date: '2024-07-01',
        kind: 'permanent',
        fee: 'undisclosed',
      }),
      aTransfer({ id: 'test:transfer:favre', playerId: M.favre, fromTeamId: M.fcz, toTeamId: M.gc, date: '2025-01-31', kind: 'loan' }),
    ],
  };
};

const tennis = () => {
  const player = (id: string, name: string, nationality: string, hand: string) => {
    const [firstName = null, lastName = null] = name.split(' ');
    return aPlayer({ id, sport: 'tennis', name, firstName, lastName, nationality, hand, heightCm: 185, birthDate: '2000-01-01' });
  };
  const ranking = (rankingDate: string, list: [string, number][]) =>
    list.map(([playerId, points], i) =>
      aTennisRankingEntry({ association: 'ATP', rankingDate, rank: i + 1, playerId, points, tournamentsPlayed: 20 }),
    );
  return {
    players: [
      player(M.rochat, 'Stéphane Rochat', 'SUI', 'R'),
      player(M.bianchi, 'Marco Bianchi', 'ITA', 'R'),
      player(M.becker, 'Tom Becker', 'GER', 'L'),
      player(M.brown, 'Alex Brown', 'USA', 'R'),
      player(M.keller, 'Noah Keller', 'SUI', 'R'),
    ],
    tennisTournaments: [
      aTennisTournament({ id: M.geneva, name: 'Geneva Open', surface: 'Clay', level: 'A', startsOn: '2024-05-19', drawSize: 28 }),
      aTennisTournament({ id: M.basel, name: 'Swiss Indoors Basel', surface: 'Hard', level: 'A', startsOn: '2024-10-21', drawSize: 32 }),
    ],
    tennisMatches: [
      aTennisMatch({
        id: 'test:tm:geneva-sf1',
        tournamentId: M.geneva,
        round: 'SF',
        winnerId: M.rochat,
        loserId: M.becker,
        score: '6-3 6-4',
      }),
      aTennisMatch({
        id: 'test:tm:geneva-sf2',
        tournamentId: M.geneva,
        round: 'SF',
        winnerId: M.bianchi,
        loserId: M.brown,
        score: '7-6(5) 6-2',
      }),
      aTennisMatch({
        id: 'test:tm:geneva-f',
        tournamentId: M.geneva,
        round: 'F',
        winnerId: M.rochat,
        loserId: M.bianchi,
        score: '6-4 7-6(3)',
      }),
      aTennisMatch({
        id: 'test:tm:basel-sf1',
        tournamentId: M.basel,
        round: 'SF',
        winnerId: M.bianchi,
        loserId: M.rochat,
        score: '6-4 3-6 6-3',
      }),
      aTennisMatch({ id: 'test:tm:basel-sf2', tournamentId: M.basel, round: 'SF', winnerId: M.becker, loserId: M.brown, score: '6-2 RET' }),
      aTennisMatch({ id: 'test:tm:basel-f', tournamentId: M.basel, round: 'F', winnerId: M.bianchi, loserId: M.becker, score: '7-5 6-3' }),
    ],
    tennisRankings: [
      ...ranking('2024-10-21', [
        [M.bianchi, 5000],
        [M.rochat, 4000],
        [M.becker, 3000],
        [M.brown, 2000],
      ]),
      ...ranking('2024-10-28', [
        [M.bianchi, 5500],
        [M.becker, 4100],
        [M.rochat, 3800],
        [M.keller, 2100],
        [M.brown, 2000],
      ]),
    ],
  };
};

const formula1 = () => {
  const driver = (id: string, name: string, teamId: string, number: number, nationality: string) =>
    aPlayer({
      id,
      sport: 'motorsport',
      name,
      firstName: name.split(' ')[0] ?? null,
      lastName: name.split(' ')[1] ?? null,
      teamId,
      number,
      nationality,
    });
  const race = (round: number, name: string, day: string, circuit: string, country: string, sprint = false) =>
    aMotorsportRace({
      id: `test:f1:2024:${round}`,
      competitionId: M.f1,
      seasonId: '2024',
      round,
      name,
      circuit: { name: circuit, location: null, country },
      date: day,
      startsAt: zonedTimeToInstant(day, '17:00', 'Europe/Zurich'),
      sprintStartsAt: sprint ? zonedTimeToInstant(dayBefore(day), '12:00', 'Europe/Zurich') : null,
    });
  // [driver, team, fastestLapRank] in finishing order; `null` position = retired
  const sheet = (raceId: string, session: 'race' | 'sprint', rows: [string, string, number | null, boolean?][]) =>
    rows.map(([driverId, teamId, fastestLapRank, retired], i) =>
      aMotorsportResult({
        raceId,
        session,
        driverId,
        teamId,
        positionOrder: i + 1,
        ...(retired ? { position: null, positionText: 'R', status: 'Engine' } : {}),
        fastestLapRank,
        laps: retired ? 20 : 57,
        grid: i + 1,
      }),
    );
  return {
    competitions: [
      aCompetition({ id: M.f1, sport: 'motorsport', name: 'Formula 1 World Championship', countryCode: null, kind: 'series' }),
    ],
    teams: [
      aTeam({ id: M.red, sport: 'motorsport', name: 'Red Racing', countryCode: 'AT', venue: 'Milton Keynes' }),
      aTeam({ id: M.blue, sport: 'motorsport', name: 'Blue Motors', countryCode: 'GB', venue: 'Woking' }),
    ],
    players: [
      driver(M.meier, 'Max Meier', M.red, 1, 'SUI'),
      driver(M.santos, 'Sergio Santos', M.red, 11, 'MEX'),
      driver(M.lenz, 'Lando Lenz', M.blue, 4, 'GBR'),
      driver(M.olsen, 'Oscar Olsen', M.blue, 81, 'AUS'),
    ],
    motorsportRaces: [
      race(1, 'Bahrain Grand Prix', '2024-03-02', 'Bahrain International Circuit', 'Bahrain'),
      race(2, 'Chinese Grand Prix', '2024-04-21', 'Shanghai International Circuit', 'China', true),
      race(3, 'Miami Grand Prix', '2024-05-05', 'Miami International Autodrome', 'USA'),
      race(4, 'Emilia Romagna Grand Prix', '2024-05-19', 'Autodromo Enzo e Dino Ferrari', 'Italy'),
    ],
    // Hand-checked totals after round 3 (sprint 8-7-6-5, fastest lap +1 for a top-10 finisher in 2024):
    // Meier 26+7+18+25 = 76 (2 wins), Lenz 18+8+25+15 = 66 (1 win), Santos 15+5+12+12 = 44, Olsen 0+6+16+19 = 41;
    // Red Racing 120, Blue Motors 107.
    motorsportResults: [
      ...sheet(M.f1r1, 'race', [
        [M.meier, M.red, 1],
        [M.lenz, M.blue, 2],
        [M.santos, M.red, 3],
        [M.olsen, M.blue, null, true],
      ]),
      ...sheet(M.f1r2, 'sprint', [
        [M.lenz, M.blue, null],
        [M.meier, M.red, null],
        [M.olsen, M.blue, null],
        [M.santos, M.red, null],
      ]),
      ...sheet(M.f1r2, 'race', [
        [M.lenz, M.blue, 2],
        [M.meier, M.red, 3],
        [M.olsen, M.blue, 1],
        [M.santos, M.red, 4],
      ]),
      ...sheet(M.f1r3, 'race', [
        [M.meier, M.red, 2],
        [M.olsen, M.blue, 1],
        [M.lenz, M.blue, 3],
        [M.santos, M.red, 4],
      ]),
    ],
  };
};

const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const alpine = () => {
  const athlete = (id: string, name: string, nationality: string) =>
    aPlayer({ id, sport: 'wintersport', name, firstName: name.split(' ')[0] ?? null, lastName: name.split(' ')[1] ?? null, nationality });
  const result = (
    raceId: string,
    athleteId: string,
    nation: string,
    rank: number | null,
    timeMs: number | null,
    extra: Partial<Parameters<typeof aWinterRaceResult>[0]> = {},
  ) => aWinterRaceResult({ raceId, athleteId, nation, rank, timeMs, bib: null, status: rank === null ? 'dnf' : 'finished', ...extra });
  return {
    players: [
      athlete(M.oberholzer, 'Marco Oberholzer', 'SUI'),
      athlete(M.moret, 'Loïc Moret', 'SUI'),
      athlete(M.nilsen, 'Henrik Nilsen', 'NOR'),
      athlete(M.kriegler, 'Vincent Kriegler', 'AUT'),
      athlete(M.rohrer, 'Stefan Rohrer', 'AUT'),
    ],
    winterDisciplines: [
      { id: 'DH', name: 'Downhill' },
      { id: 'SG', name: 'Super-G' },
      { id: 'GS', name: 'Giant slalom' },
      { id: 'SL', name: 'Slalom' },
    ],
    winterRaces: [
      aWinterRace({
        id: M.wengen,
        disciplineId: 'DH',
        name: 'Wengen downhill',
        venue: 'Wengen',
        countryCode: 'SUI',
        date: '2025-01-18',
        startsAt: zonedTimeToInstant('2025-01-18', '12:30', 'Europe/Zurich'),
      }),
      aWinterRace({
        id: M.adelboden,
        disciplineId: 'GS',
        name: 'Adelboden giant slalom',
        venue: 'Adelboden',
        countryCode: 'SUI',
        date: '2025-01-11',
        startsAt: zonedTimeToInstant('2025-01-11', '10:30', 'Europe/Zurich'),
      }),
    ],
    // Points by core's table: Wengen 100, 80, 80 (tie for 2nd), 50 (4th), DNF 0; Adelboden 100, 80, 60, DNQ 0, DNF 0.
    winterResults: [
      result(M.wengen, M.oberholzer, 'SUI', 1, 147_120, { bib: 7 }),
      result(M.wengen, M.nilsen, 'NOR', 2, 147_450, { bib: 9 }),
      result(M.wengen, M.kriegler, 'AUT', 2, 147_450, { bib: 3 }),
      result(M.wengen, M.rohrer, 'AUT', 4, 148_010, { bib: 12 }),
      result(M.wengen, M.moret, 'SUI', null, null, { bib: 21 }),
      result(M.adelboden, M.moret, 'SUI', 1, 151_300, { runTimesMs: [75_100, 76_200] }),
      result(M.adelboden, M.oberholzer, 'SUI', 2, 151_420, { runTimesMs: [74_900, 76_520] }),
      result(M.adelboden, M.nilsen, 'NOR', 3, 152_000, { runTimesMs: [75_800, 76_200] }),
      result(M.adelboden, M.rohrer, 'AUT', null, null, { status: 'dnq', runTimesMs: [78_000, null] }),
      result(M.adelboden, M.kriegler, 'AUT', null, null, { status: 'dnf', runTimesMs: [null, null] }),
    ],
    publishedWinterStandings: [
      aPublishedWinterStanding({ athleteId: M.oberholzer, nation: 'SUI', rank: 1, points: 1200 }),
      aPublishedWinterStanding({ athleteId: M.nilsen, nation: 'NOR', rank: 2, points: 900 }),
      aPublishedWinterStanding({ athleteId: M.moret, nation: 'SUI', rank: 3, points: 800 }),
    ],
  };
};

/** A fresh copy of the complete batch (tests may change it). */
export const aSportsBatch = (): SportsImportBatch => {
  const f = football();
  const t = tennis();
  const m = formula1();
  const w = alpine();
  return {
    ...emptySportsImportBatch(),
    competitions: [...f.competitions, ...m.competitions],
    seasons: [
      aSeason({ id: '2023-24', name: '2023-24', startsOn: '2023-07-01', endsOn: '2024-06-30' }),
      aSeason({ id: '2024-25', name: '2024-25', startsOn: '2024-07-01', endsOn: '2025-06-30' }),
      aSeason({ id: '2024', name: '2024', startsOn: '2024-01-01', endsOn: '2024-12-31' }),
    ],
    competitionSeasons: f.competitionSeasons,
    teams: [...f.teams, ...m.teams],
    players: [...f.players, ...t.players, ...m.players, ...w.players],
    footballMatches: f.footballMatches,
    squads: f.squads,
    transfers: f.transfers,
    tennisTournaments: t.tennisTournaments,
    tennisMatches: t.tennisMatches,
    tennisRankings: t.tennisRankings,
    winterDisciplines: w.winterDisciplines,
    winterRaces: w.winterRaces,
    winterResults: w.winterResults,
    publishedWinterStandings: w.publishedWinterStandings,
    motorsportRaces: m.motorsportRaces,
    motorsportResults: m.motorsportResults,
  };
};
