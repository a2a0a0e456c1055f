import { describe, expect, test } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import type { SportsStatisticsUseCases } from '@newsdesk/core/sports/sports-statistics.contract';
import { notALeague } from '@newsdesk/core/sports/sports.errors';
import { ExportSportsml, type SportsmlQuery } from './export-sportsml';
import * as views from './testing/sportsml-views.mother';
import { alpineTime } from './wintersport-sportsml';
import { sportsmlValidationAvailable, validateSportsml } from './testing/xmllint';

type Calls = { method: string; query: Record<string, unknown> }[];

/** The statistics as canned views (the builders are under test, not core's tables). */
const statistics = (overrides: Partial<Record<keyof SportsStatisticsUseCases, (q: Record<string, unknown>) => unknown>> = {}) => {
  const calls: Calls = [];
  const answers: Partial<Record<keyof SportsStatisticsUseCases, (q: Record<string, unknown>) => unknown>> = {
    standings: () => views.footballStandingsView(),
    results: (q) =>
      q['competitionSeasonId']
        ? views.footballResultsView()
        : q['raceId'] === 'fis:122808'
          ? views.winterResultsView()
          : { kind: 'wintersport', races: [] },
    tennisTours: () => views.tennisToursView(),
    tennisStandings: () => views.tennisRankingView(),
    motorsportResults: () => views.motorsportResultsView(),
    motorsportRanking: (q) => (q['entityType'] === 'driver' ? views.motorsportDriverRankingView() : views.motorsportTeamRankingView()),
    winterStandings: () => views.winterStandingsView(),
    ...overrides,
  };
  const use = new Proxy({} as SportsStatisticsUseCases, {
    get: (_t, method: keyof SportsStatisticsUseCases) => async (query: Record<string, unknown>) => {
      calls.push({ method, query });
      const answer = answers[method];
      if (!answer) throw new Error(`unexpected call ${method}`);
      return answer(query);
    },
  });
  return { use, calls };
};

const clock = { now: () => new Date('2025-05-26T08:30:00.000Z') };
const exportOf = (query: SportsmlQuery, stats = statistics()) => new ExportSportsml(stats.use, clock).execute(query);

// Attributes as plain keys; repeated elements always arrays, so paths read the same for one or many.
const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && !['sports-content', 'sports-metadata'].includes(name),
  }).parse(xml)['sports-content'];

const canValidate = sportsmlValidationAvailable('SportsML schema validation');
const expectValid = async (xml: string) => {
  if (!canValidate) return;
  const result = await validateSportsml(xml);
  expect(result.output).toContain('validates');
  expect(result.valid).toBe(true);
};

describe('football: the table and the results of a competition season', () => {
  test('is valid SportsML with each team’s points, goals and rank, and every result with its score', async () => {
    const file = await exportOf({ sportType: 'football', serviceProvider: 'newsdesk', competitionSeasonId: 'openfootball:en.1:2024-25' });
    await expectValid(file.xml);
    expect(file.fileName).toBe('sportsml-football-premier-league-2024-25-20250526T0830.xml');
    const doc = parse(file.xml);
    expect(doc['sports-metadata']['date-time']).toBe('2025-05-26T10:30:00+02:00');
    const [liverpool, , spurs] = doc.standing[0].team;
    expect(liverpool['team-metadata'][0].name[0]['#text']).toBe('Liverpool FC');
    expect(liverpool['team-stats'][0]['outcome-totals'][0]).toMatchObject({
      'standing-points': '84',
      wins: '25',
      ties: '9',
      losses: '4',
      'points-scored-for': '86',
      'points-difference': '45',
    });
    expect(liverpool['team-stats'][0].rank[0].value).toBe('1');
    expect(spurs['team-metadata'][0].name[0]['#text']).toBe('Tottenham Hotspur & <Co> "Spurs"');
    expect(
      spurs['team-stats'][0]['sports-property'].map((p: { 'formal-name': string; value: string }) => [p['formal-name'], p.value]),
    ).toEqual([
      ['point-adjustment', '-2'],
      ['form', 'LLLLL'],
    ]);
    // three results; the fixture is not one
    const events = doc['sports-event'];
    expect(events).toHaveLength(3);
    const [final, cup, awarded] = events;
    expect(final['event-metadata'][0]['start-date-time']).toBe('2025-05-25T17:00:00+02:00');
    expect(
      final.team.map((t: any) => [t['team-metadata'][0].alignment, t['team-stats'][0].score, t['team-stats'][0]['event-outcome']]),
    ).toEqual([
      ['home', '1', 'speventoutcome:tie'],
      ['away', '1', 'speventoutcome:tie'],
    ]);
    expect(cup['event-metadata'][0]).toMatchObject({
      'start-date-time': '2025-01-18T20:45:00+01:00',
      'event-outcome-type': 'speventoutcometype:shootout',
    });
    expect(cup.team[1]['team-stats'][0]).toMatchObject({ score: '2', 'event-outcome': 'speventoutcome:win' });
    expect(cup.team[1]['team-stats'][0]['sub-score'].map((s: any) => [s['period-value'], s.score])).toEqual([
      ['ET', '1'],
      ['shootout', '4'],
    ]);
    expect(awarded['event-metadata'][0]).toMatchObject({
      'start-date-time': '2025-02-01',
      'event-outcome-type': 'speventoutcometype:forfeit',
    });
  });

  test('a knockout cup without a table exports its results alone', async () => {
    const stats = statistics({ standings: () => Promise.reject(notALeague('openfootball:uefa.cl:2024-25')) });
    const file = await exportOf(
      { sportType: 'football', serviceProvider: 'newsdesk', competitionSeasonId: 'openfootball:uefa.cl:2024-25' },
      stats,
    );
    await expectValid(file.xml);
    const doc = parse(file.xml);
    expect(doc.standing).toBeUndefined();
    expect(doc['sports-event']).toHaveLength(3);
    expect(doc['sports-metadata']['document-class']).toBe('spct:event-summary');
  });

  test('other failures are not hidden', async () => {
    const stats = statistics({ standings: () => Promise.reject(new Error('database down')) });
    await expect(exportOf({ sportType: 'football', serviceProvider: 'newsdesk', competitionSeasonId: 'x' }, stats)).rejects.toThrow(
      'database down',
    );
  });
});

test('tennis: the latest ranking list and the finals of the season', async () => {
  const stats = statistics();
  const file = await exportOf({ sportType: 'tennis', serviceProvider: 'newsdesk', associationName: 'ATP', seasonId: '2024' }, stats);
  await expectValid(file.xml);
  const doc = parse(file.xml);
  const [first] = doc.standing[0].player;
  expect(first['player-metadata'][0]).toMatchObject({ key: 'vendperson:sackmann:atp:206173', nationality: 'ITA' });
  expect(first['player-stats'][0]['outcome-totals'][0]['standing-points']).toBe('11830');
  expect(doc.tournament).toHaveLength(1);
  const final = doc.tournament[0]['sports-event'][0];
  expect(final.player[0]['player-metadata'][0].name[0]['#text']).toBe('Jannik Sinner');
  expect(final.player[0]['player-stats'][0]).toMatchObject({ score: '3-6 3-6 6-4 6-4 6-3', 'event-outcome': 'speventoutcome:win' });
  expect(stats.calls.find((c) => c.method === 'tennisStandings')?.query).toEqual({
    serviceProvider: 'newsdesk',
    associationName: 'ATP',
    page: 1,
    limit: 100,
  });
});

describe('motorsport', () => {
  test('a race: its result sheet, then the driver and team standings after that round', async () => {
    const stats = statistics();
    const file = await exportOf({ sportType: 'motorsport', serviceProvider: 'newsdesk', raceId: 'ergast:race:1144' }, stats);
    await expectValid(file.xml);
    const doc = parse(file.xml);
    const race = doc['sports-event'][0];
    expect(race['event-metadata'][0]).toMatchObject({ 'start-date-time': '2024-12-08T14:00:00+01:00', 'round-number': '24' });
    const [winner, , bottas] = race.player;
    expect(winner['player-metadata'][0].name[0]['#text']).toBe('Lando Norris');
    expect(winner['player-stats'][0].rank[0].value).toBe('1');
    expect(winner['player-stats'][0]['player-stats-motor-racing'][0]['stats-motor-racing-race'][0]).toMatchObject({
      points: '25',
      time: '1:26:33.291',
      'laps-completed': '58',
    });
    expect(bottas['player-stats'][0].rank[0].value).toBe('R');
    expect(stats.calls.filter((c) => c.method === 'motorsportRanking').map((c) => c.query)).toEqual([
      { serviceProvider: 'newsdesk', entityType: 'driver', seasonId: '2024', afterRound: 24 },
      { serviceProvider: 'newsdesk', entityType: 'team', seasonId: '2024', afterRound: 24 },
    ]);
    const [drivers, teams] = doc.standing;
    expect(drivers.player[0]['player-stats'][0]['outcome-totals'][0]).toMatchObject({ 'standing-points': '202.5', wins: '4' });
    expect(teams.team[1]['team-metadata'][0].name[0]['#text']).toBe('Red Bull');
  });

  test('a season without a race: the standings only', async () => {
    const file = await exportOf({ sportType: 'motorsport', serviceProvider: 'newsdesk', seasonId: '2021' });
    await expectValid(file.xml);
    const doc = parse(file.xml);
    expect(doc['sports-event']).toBeUndefined();
    expect(doc.standing).toHaveLength(2);
    expect(file.fileName).toBe('sportsml-motorsport-formula-1-2021-20250526T0830.xml');
  });
});

test('wintersport: a race with times to the hundredth and cup points, and the standings', async () => {
  const file = await exportOf({
    sportType: 'wintersport',
    serviceProvider: 'newsdesk',
    raceId: 'fis:122808',
    gender: 'men',
    disciplineId: 'ALL',
  });
  await expectValid(file.xml);
  const doc = parse(file.xml);
  const [odermatt, vonAllmen, dnf] = doc['sports-event'][0].player;
  expect(odermatt['player-stats'][0]).toMatchObject({ score: '2:25.97', 'event-standing-points': '100' });
  expect(vonAllmen['player-stats'][0]['sports-property'].find((p: any) => p['formal-name'] === 'behind').value).toBe('+0.13');
  expect(dnf['player-stats'][0].rank).toBeUndefined();
  expect(doc['sports-event'][0]['event-metadata'][0]['start-date-time']).toBe('2025-01-18T12:30:00+01:00');
  expect(doc.standing[0].player[0]['player-stats'][0]['outcome-totals'][0]['standing-points']).toBe('1721');
});

test('the schema check itself rejects a broken document (so the checks above mean something)', async () => {
  if (!canValidate) return;
  const file = await exportOf({ sportType: 'motorsport', serviceProvider: 'newsdesk', seasonId: '2021' });
  const broken = file.xml.replace('wins="4"', 'wins="four"');
  expect((await validateSportsml(broken)).valid).toBe(false);
});

test('characters XML cannot carry are dropped, markup characters escaped', async () => {
  const stats = statistics({
    standings: () => ({ ...views.footballStandingsView(), competitionSeason: { ...views.PREMIER_LEAGUE, name: 'League\u0001 <b>' } }),
  });
  const file = await exportOf({ sportType: 'football', serviceProvider: 'newsdesk', competitionSeasonId: 'x' }, stats);
  await expectValid(file.xml);
  expect(file.xml).toContain('content-label="League &lt;b&gt;"');
});

test('alpine times: minutes, two-digit seconds, hundredths rounded', () => {
  expect([alpineTime(145_970), alpineTime(61_005), alpineTime(59_994), alpineTime(130)]).toEqual(['2:25.97', '1:01.01', '59.99', '0.13']);
});
