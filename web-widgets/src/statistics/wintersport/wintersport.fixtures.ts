import { emptySportsImportBatch, type SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { Gender, WinterRaceResult } from '@newsdesk/core/sports/sports.types';
import { aPlayer, aPublishedWinterStanding, aWinterRace, aWinterRaceResult } from '@newsdesk/core/sports/testing/sports.mother';

/*
 * Alpine World Cup 2024-25 data for stories and tests: two men's downhills (Wengen with a tie, a
 * DNF, a DNS and a DSQ), the men's giant slalom of Adelboden (two runs, DNF in either run, a DNQ),
 * a women's downhill, the men's overall standings and the Nations Cup as FIS published them.
 * Times are close to the real ones, not exact; the page must show whatever the provider gives.
 */

export const ALPINE = {
  wengen: 'fixture:fis:2025-wengen-dh',
  kitzbuehel: 'fixture:fis:2025-kitzbuehel-dh',
  adelboden: 'fixture:fis:2025-adelboden-gs',
  cortina: 'fixture:fis:2025-cortina-dh-w',
  odermatt: 'fixture:fis:odermatt',
  season: '2024-25',
} as const;

const ATHLETES: [string, string, string][] = [
  ['odermatt', 'Marco Odermatt', 'SUI'],
  ['vonallmen', 'Franjo von Allmen', 'SUI'],
  ['monney', 'Alexis Monney', 'SUI'],
  ['crawford', 'James Crawford', 'CAN'],
  ['paris', 'Dominik Paris', 'ITA'],
  ['kriechmayr', 'Vincent Kriechmayr', 'AUT'],
  ['casse', 'Mattia Casse', 'ITA'],
  ['rogentin', 'Stefan Rogentin', 'SUI'],
  ['hemetsberger', 'Daniel Hemetsberger', 'AUT'],
  ['kilde', 'Aleksander Aamodt Kilde', 'NOR'],
  ['schwarz', 'Marco Schwarz', 'AUT'],
  ['meillard', 'Loïc Meillard', 'SUI'],
  ['kristoffersen', 'Henrik Kristoffersen', 'NOR'],
  ['tumler', 'Thomas Tumler', 'SUI'],
  ['steenolsen', 'Alexander Steen Olsen', 'NOR'],
  ['brennsteiner', 'Stefan Brennsteiner', 'AUT'],
  ['braathen', 'Lucas Pinheiro Braathen', 'BRA'],
  ['radamus', 'River Radamus', 'USA'],
  ['kranjec', 'Žan Kranjec', 'SLO'],
  ['noel', 'Clément Noël', 'FRA'],
  ['mcgrath', 'Atle Lie McGrath', 'NOR'],
  ['brignone', 'Federica Brignone', 'ITA'],
  ['goggia', 'Sofia Goggia', 'ITA'],
  ['gut', 'Lara Gut-Behrami', 'SUI'],
  ['huetter', 'Cornelia Hütter', 'AUT'],
  ['vonn', 'Lindsey Vonn', 'USA'],
];

const athleteId = (key: string) => `fixture:fis:${key}`;
const nationOf = (key: string) => ATHLETES.find(([k]) => k === key)![2];

type Line = [key: string, ms: number | null, ...runs: (number | null)[]];

/** Finishers in order (equal times share a rank), then the others with their status. */
const results = (
  raceId: string,
  finished: Line[],
  others: [string, WinterRaceResult['status'], ...(number | null)[]][],
): WinterRaceResult[] => {
  let rank = 0;
  const rows = finished.map(([key, ms, ...runs], i) => {
    if (i === 0 || ms !== finished[i - 1]![1]) rank = i + 1;
    return aWinterRaceResult({
      raceId,
      athleteId: athleteId(key),
      status: 'finished',
      rank,
      bib: 3 + ((i * 7) % 30),
      nation: nationOf(key),
      timeMs: ms,
      runTimesMs: runs,
    });
  });
  const rest = others.map(([key, status, ...runs], i) =>
    aWinterRaceResult({
      raceId,
      athleteId: athleteId(key),
      status,
      rank: null,
      bib: 40 + i,
      nation: nationOf(key),
      timeMs: null,
      runTimesMs: runs,
    }),
  );
  return [...rows, ...rest];
};

const race = (
  id: string,
  disciplineId: string,
  gender: Gender,
  name: string,
  venue: string,
  countryCode: string,
  date: string,
  startsAt: string,
) => aWinterRace({ id, seasonId: ALPINE.season, disciplineId, gender, name, venue, countryCode, date, startsAt });

export const someWintersportData = (): SportsImportBatch => {
  const batch = emptySportsImportBatch();
  batch.competitions.push({
    id: 'fixture:fis:wc',
    sport: 'wintersport',
    name: 'FIS Alpine Ski World Cup',
    countryCode: null,
    kind: 'series',
    rootTopic: 'sport',
  });
  batch.seasons.push(
    { id: '2023-24', name: '2023-24', startsOn: '2023-10-01', endsOn: '2024-03-31' },
    { id: ALPINE.season, name: ALPINE.season, startsOn: '2024-10-01', endsOn: '2025-03-31' },
  );
  for (const seasonId of ['2023-24', ALPINE.season]) {
    batch.competitionSeasons.push({
      id: `fixture:fis:wc:${seasonId}`,
      competitionId: 'fixture:fis:wc',
      seasonId,
      name: seasonId,
      tieBreakers: [],
      pointAdjustments: [],
    });
  }
  batch.players.push(
    ...ATHLETES.map(([key, name, nationality]) => aPlayer({ id: athleteId(key), sport: 'wintersport', name, nationality })),
  );
  batch.winterDisciplines.push(
    { id: 'DH', name: 'Downhill' },
    { id: 'SG', name: 'Super-G' },
    { id: 'GS', name: 'Giant Slalom' },
    { id: 'SL', name: 'Slalom' },
  );
  batch.winterRaces.push(
    race(ALPINE.adelboden, 'GS', 'men', 'Adelboden giant slalom', 'Adelboden', 'SUI', '2025-01-11', '2025-01-11T09:30:00.000Z'),
    race(ALPINE.wengen, 'DH', 'men', 'Lauberhorn downhill', 'Wengen', 'SUI', '2025-01-18', '2025-01-18T11:30:00.000Z'),
    race(ALPINE.cortina, 'DH', 'women', 'Cortina downhill', "Cortina d'Ampezzo", 'ITA', '2025-01-18', '2025-01-18T10:30:00.000Z'),
    race(ALPINE.kitzbuehel, 'DH', 'men', 'Hahnenkamm downhill', 'Kitzbühel', 'AUT', '2025-01-25', '2025-01-25T10:30:00.000Z'),
  );
  batch.winterResults.push(
    ...results(
      ALPINE.wengen,
      [
        ['odermatt', 145_070],
        ['vonallmen', 145_350],
        ['monney', 145_690],
        ['crawford', 145_900],
        ['paris', 146_010],
        ['kriechmayr', 146_010],
        ['casse', 146_330],
        ['rogentin', 146_500],
      ],
      [
        ['schwarz', 'dnf'],
        ['kilde', 'dns'],
        ['hemetsberger', 'dsq'],
      ],
    ),
    ...results(
      ALPINE.kitzbuehel,
      [
        ['crawford', 113_630],
        ['odermatt', 113_750],
        ['monney', 113_900],
        ['vonallmen', 114_120],
        ['kriechmayr', 114_280],
        ['rogentin', 114_610],
      ],
      [['paris', 'dnf']],
    ),
    ...results(
      ALPINE.adelboden,
      [
        ['odermatt', 145_230, 72_610, 72_620],
        ['meillard', 145_880, 72_900, 72_980],
        ['kristoffersen', 146_170, 73_210, 72_960],
        ['tumler', 146_450, 73_050, 73_400],
        ['steenolsen', 146_900, 73_480, 73_420],
        ['brennsteiner', 147_310, 73_560, 73_750],
      ],
      [
        ['braathen', 'dnf', 72_880, null],
        ['radamus', 'dnq', 75_020],
        ['kranjec', 'dnf', null],
      ],
    ),
    ...results(
      ALPINE.cortina,
      [
        ['brignone', 95_680],
        ['goggia', 96_010],
        ['gut', 96_230],
        ['huetter', 96_480],
        ['vonn', 96_990],
      ],
      [],
    ),
  );
  const overall: [string, number][] = [
    ['odermatt', 1721],
    ['meillard', 1088],
    ['kristoffersen', 1024],
    ['noel', 889],
    ['mcgrath', 862],
    ['vonallmen', 797],
    ['monney', 752],
  ];
  batch.publishedWinterStandings.push(
    ...overall.map(([key, points], i) =>
      aPublishedWinterStanding({
        seasonId: ALPINE.season,
        gender: 'men',
        disciplineId: 'ALL',
        kind: 'athlete',
        athleteId: athleteId(key),
        nation: nationOf(key),
        rank: i + 1,
        points,
      }),
    ),
    ...(
      [
        ['SUI', 10_020],
        ['AUT', 7_190],
        ['ITA', 6_230],
        ['NOR', 4_730],
        ['FRA', 3_405],
        ['USA', 2_820],
      ] as const
    ).map(([nation, points], i) =>
      aPublishedWinterStanding({
        seasonId: ALPINE.season,
        gender: 'mixed',
        disciplineId: 'ALL',
        kind: 'nation',
        athleteId: null,
        nation,
        rank: i + 1,
        points,
      }),
    ),
  );
  return batch;
};

/** Long race, venue and athlete names, to see the tables wrap. */
export const withLongWinterNames = (batch: SportsImportBatch): SportsImportBatch => ({
  ...batch,
  winterRaces: batch.winterRaces.map((r) => ({
    ...r,
    name: `${r.name} – Audi FIS Ski World Cup with the longest race name of the season`,
    venue: `${r.venue}-Lauberhorn-Hundschopf`,
  })),
  players: batch.players.map((p) => ({ ...p, name: `${p.name} Aamodt-Pinheiro von Allmen` })),
});

export const wintersportFixture = { data: someWintersportData, withLongNames: withLongWinterNames };
