import { emptySportsImportBatch, type SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { Player, TennisAssociation, TennisRankingEntry } from '@newsdesk/core/sports/sports.types';
import { aPlayer, aTennisMatch, aTennisTournament } from '@newsdesk/core/sports/testing/sports.mother';

/*
 * Tennis data for stories and tests: the ATP 2023 and 2024 and WTA 2024 tours with their finals
 * as played, and two ATP ranking lists (so movement shows) of 130 players (so paging shows). The
 * players past the top ten are made up; the statistics page must not care.
 */

export const TENNIS = {
  sinner: 'fixture:atp:sinner',
  alcaraz: 'fixture:atp:alcaraz',
  zverev: 'fixture:atp:zverev',
  fritz: 'fixture:atp:fritz',
  medvedev: 'fixture:atp:medvedev',
  djokovic: 'fixture:atp:djokovic',
  sabalenka: 'fixture:wta:sabalenka',
  swiatek: 'fixture:wta:swiatek',
  ausOpen2024: 'fixture:atp:2024-580',
  rankingDate: '2024-12-30',
  previousRankingDate: '2024-12-16',
} as const;

const player = (association: TennisAssociation, key: string, name: string, nationality: string, hand: string | null = 'R'): Player => {
  const [firstName, ...rest] = name.split(' ');
  return aPlayer({
    id: `fixture:${association.toLowerCase()}:${key}`,
    sport: 'tennis',
    name,
    firstName: firstName ?? null,
    lastName: rest.join(' ') || null,
    nationality,
    hand,
  });
};

const ATP_TOP: [string, string, string][] = [
  ['sinner', 'Jannik Sinner', 'ITA'],
  ['zverev', 'Alexander Zverev', 'GER'],
  ['alcaraz', 'Carlos Alcaraz', 'ESP'],
  ['fritz', 'Taylor Fritz', 'USA'],
  ['medvedev', 'Daniil Medvedev', 'RUS'],
  ['ruud', 'Casper Ruud', 'NOR'],
  ['djokovic', 'Novak Djokovic', 'SRB'],
  ['deminaur', 'Alex de Minaur', 'AUS'],
  ['rublev', 'Andrey Rublev', 'RUS'],
  ['dimitrov', 'Grigor Dimitrov', 'BUL'],
];
const ATP_POINTS = [11830, 8135, 7010, 5350, 5031, 4255, 3910, 3745, 3520, 3350];
const FIRST = ['Luca', 'Noah', 'Elias', 'Matteo', 'Jonas', 'Leon', 'Nico', 'Jan', 'Marc', 'Timo', 'Hugo'];
const LAST = ['Brunner', 'Meier', 'Rossi', 'Dubois', 'Keller', 'Moret', 'Schmid', 'Fontana', 'Huber', 'Bernasconi', 'Lambert', 'Gerber'];
const NATIONS = ['SUI', 'FRA', 'ITA', 'GER', 'AUT', 'ESP'];

const atpPlayers = (): Player[] => [
  ...ATP_TOP.map(([key, name, nation]) => player('ATP', key, name, nation)),
  player('ATP', 'tsitsipas', 'Stefanos Tsitsipas', 'GRE'),
  player('ATP', 'shelton', 'Ben Shelton', 'USA', 'L'),
  player('ATP', 'mpetshi', 'Giovanni Mpetshi Perricard', 'FRA'),
  ...Array.from({ length: 120 }, (_, i) =>
    player(
      'ATP',
      `p${i + 11}`,
      `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
      NATIONS[i % NATIONS.length]!,
    ),
  ),
];

/** The current list: the real top ten, then made-up players with falling points; Tsitsipas is new at 11. */
const atpRanking = (players: Player[]): { current: TennisRankingEntry[]; previous: TennisRankingEntry[] } => {
  const byKey = (key: string) => players.find((p) => p.id === `fixture:atp:${key}`)!;
  const order = [
    ...ATP_TOP.map(([key]) => byKey(key)),
    byKey('tsitsipas'),
    ...players.filter((p) => /^fixture:atp:p\d+$/.test(p.id)),
  ].slice(0, 130);
  const entry = (p: Player, rank: number, rankingDate: string, points: number): TennisRankingEntry => ({
    association: 'ATP',
    rankingDate,
    rank,
    playerId: p.id,
    points,
    tournamentsPlayed: 18 + (rank % 9),
  });
  const current = order.map((p, i) => entry(p, i + 1, TENNIS.rankingDate, ATP_POINTS[i] ?? Math.max(10, 3200 - i * 24)));
  // Two weeks earlier: Alcaraz was 2nd and Zverev 3rd, Djokovic 6th and Ruud 7th; Tsitsipas was not in the list.
  const previousOrder = [...order];
  const swap = (a: number, b: number) => ([previousOrder[a], previousOrder[b]] = [previousOrder[b]!, previousOrder[a]!]);
  swap(1, 2);
  swap(5, 6);
  previousOrder.splice(10, 1);
  const previous = previousOrder.map((p, i) =>
    entry(p, i + 1, TENNIS.previousRankingDate, (ATP_POINTS[i] ?? Math.max(10, 3200 - i * 24)) - 40),
  );
  return { current, previous };
};

const finalOf = (tournamentId: string, winnerId: string, loserId: string, score: string, bestOf = 5) =>
  aTennisMatch({ id: `${tournamentId}:final`, tournamentId, round: 'F', winnerId, loserId, score, bestOf });

export const someTennisData = (): SportsImportBatch => {
  const batch = emptySportsImportBatch();
  const atp = atpPlayers();
  const wta = [
    player('WTA', 'sabalenka', 'Aryna Sabalenka', 'BLR'),
    player('WTA', 'swiatek', 'Iga Swiatek', 'POL'),
    player('WTA', 'gauff', 'Coco Gauff', 'USA'),
    player('WTA', 'zheng', 'Qinwen Zheng', 'CHN'),
    player('WTA', 'paolini', 'Jasmine Paolini', 'ITA'),
    player('WTA', 'krejcikova', 'Barbora Krejcikova', 'CZE'),
    player('WTA', 'pegula', 'Jessica Pegula', 'USA'),
  ];
  const id = (association: string, key: string) => `fixture:${association}:${key}`;
  batch.players.push(...atp, ...wta);
  batch.competitions.push(
    { id: 'fixture:atp', sport: 'tennis', name: 'ATP Tour', countryCode: null, kind: 'tour', rootTopic: 'sport' },
    { id: 'fixture:wta', sport: 'tennis', name: 'WTA Tour', countryCode: null, kind: 'tour', rootTopic: 'sport' },
  );
  batch.seasons.push(
    { id: '2023', name: '2023', startsOn: '2023-01-01', endsOn: '2023-12-31' },
    { id: '2024', name: '2024', startsOn: '2024-01-01', endsOn: '2024-12-31' },
  );
  for (const [competitionId, seasonId] of [
    ['fixture:atp', '2023'],
    ['fixture:atp', '2024'],
    ['fixture:wta', '2024'],
  ] as const) {
    batch.competitionSeasons.push({
      id: `${competitionId}:${seasonId}`,
      competitionId,
      seasonId,
      name: seasonId,
      tieBreakers: [],
      pointAdjustments: [],
    });
  }
  const atp2024 = [
    {
      key: '580',
      name: 'Australian Open',
      level: 'G',
      surface: 'Hard',
      startsOn: '2024-01-15',
      draw: 128,
      final: ['sinner', 'medvedev', '3-6 3-6 6-4 6-4 6-3'],
    },
    {
      key: '404',
      name: 'Indian Wells Masters',
      level: 'M',
      surface: 'Hard',
      startsOn: '2024-03-06',
      draw: 96,
      final: ['alcaraz', 'medvedev', '7-6(5) 6-1'],
    },
    {
      key: '520',
      name: 'Roland Garros',
      level: 'G',
      surface: 'Clay',
      startsOn: '2024-05-27',
      draw: 128,
      final: ['alcaraz', 'zverev', '6-3 2-6 5-7 6-1 6-2'],
    },
    {
      key: '540',
      name: 'Wimbledon',
      level: 'G',
      surface: 'Grass',
      startsOn: '2024-07-01',
      draw: 128,
      final: ['alcaraz', 'djokovic', '6-2 6-2 7-6(4)'],
    },
    {
      key: '560',
      name: 'US Open',
      level: 'G',
      surface: 'Hard',
      startsOn: '2024-08-26',
      draw: 128,
      final: ['sinner', 'fritz', '6-3 6-4 7-5'],
    },
    {
      key: '328',
      name: 'Basel',
      level: 'A',
      surface: 'Hard',
      startsOn: '2024-10-21',
      draw: 28,
      final: ['mpetshi', 'shelton', '6-4 7-6(4)'],
    },
    {
      key: '605',
      name: 'Tour Finals',
      level: 'F',
      surface: 'Hard',
      startsOn: '2024-11-10',
      draw: 8,
      final: ['sinner', 'fritz', '6-4 6-4'],
    },
  ];
  for (const t of atp2024) {
    const tournamentId = `fixture:atp:2024-${t.key}`;
    batch.tennisTournaments.push(
      aTennisTournament({
        id: tournamentId,
        association: 'ATP',
        seasonId: '2024',
        name: t.name,
        level: t.level,
        surface: t.surface,
        startsOn: t.startsOn,
        drawSize: t.draw,
      }),
    );
    const [winner, loser, score] = t.final as [string, string, string];
    batch.tennisMatches.push(finalOf(tournamentId, id('atp', winner), id('atp', loser), score, t.level === 'G' ? 5 : 3));
  }
  batch.tennisTournaments.push(
    aTennisTournament({
      id: 'fixture:atp:2023-580',
      association: 'ATP',
      seasonId: '2023',
      name: 'Australian Open',
      level: 'G',
      surface: 'Hard',
      startsOn: '2023-01-16',
      drawSize: 128,
    }),
  );
  batch.tennisMatches.push(finalOf('fixture:atp:2023-580', id('atp', 'djokovic'), id('atp', 'tsitsipas'), '6-3 7-6(4) 7-6(5)'));
  const wta2024 = [
    { key: '580', name: 'Australian Open', startsOn: '2024-01-15', surface: 'Hard', final: ['sabalenka', 'zheng', '6-3 6-2'] },
    { key: '520', name: 'Roland Garros', startsOn: '2024-05-27', surface: 'Clay', final: ['swiatek', 'paolini', '6-2 6-1'] },
    { key: '540', name: 'Wimbledon', startsOn: '2024-07-01', surface: 'Grass', final: ['krejcikova', 'paolini', '6-2 2-6 6-4'] },
    { key: '560', name: 'US Open', startsOn: '2024-08-26', surface: 'Hard', final: ['sabalenka', 'pegula', '7-5 7-5'] },
  ];
  for (const t of wta2024) {
    const tournamentId = `fixture:wta:2024-${t.key}`;
    batch.tennisTournaments.push(
      aTennisTournament({
        id: tournamentId,
        association: 'WTA',
        seasonId: '2024',
        name: t.name,
        level: 'G',
        surface: t.surface,
        startsOn: t.startsOn,
        drawSize: 128,
      }),
    );
    const [winner, loser, score] = t.final as [string, string, string];
    batch.tennisMatches.push(finalOf(tournamentId, id('wta', winner), id('wta', loser), score, 3));
  }
  const { current, previous } = atpRanking(atp);
  batch.tennisRankings.push(...current, ...previous);
  const wtaPoints = [9416, 8370, 6530, 5340, 4630, 4530, 4475];
  batch.tennisRankings.push(
    ...wta.map((p, i) => ({
      association: 'WTA' as const,
      rankingDate: TENNIS.rankingDate,
      rank: i + 1,
      playerId: p.id,
      points: wtaPoints[i]!,
      tournamentsPlayed: 17,
    })),
  );
  return batch;
};

const LONG = ' presented by the Swiss Federal Railways and the Cantonal Bank of Basel-Stadt';

/** Long tournament and player names, to see the tables wrap instead of overflow. */
export const withLongTennisNames = (batch: SportsImportBatch): SportsImportBatch => ({
  ...batch,
  tennisTournaments: batch.tennisTournaments.map((t) => ({ ...t, name: `${t.name}${LONG}` })),
  players: batch.players.map((p, i) => (i % 3 === 0 ? { ...p, name: `${p.name}-Aliassime de la Fuente Mpetshi` } : p)),
});

export const tennisFixture = { data: someTennisData, withLongNames: withLongTennisNames };
