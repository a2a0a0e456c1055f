import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SportsStatistics } from '@newsdesk/core/sports/sports-statistics';
import { LOCAL_SPORTS_PROVIDER, type SportsImportSummary } from '@newsdesk/core/sports/sports.ports';
import { generateDemoSportsSeason } from '../demo/sports-demo-season';
import { IMPORT_TABLES } from '../postgres/sports/sports-import-tables';
import { PostgresSportsData } from '../postgres/sports/postgres-sports-data';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { runSportsImport } from './importers/sports-import-command';
import { parseSportsImportArgs } from './importers/sports-import-args';
import { describeWithSportsData, sportsData } from './importers/testing/real-sports-data';

/**
 * The importers into PostgreSQL on the real files (../shared/data/sports): each import twice —
 * the second reports every row unchanged and no table grows — then core reads the published
 * figures back through the provider `newsdesk`.
 */
const describeData = describeWithSportsData('', 'Sports imports into PostgreSQL on the real files');
const DOC = path.resolve(import.meta.dirname, '../../../docs/sports-import.md');

const IMPORTS: [name: string, argv: string[]][] = [
  ['openfootball 2024-25', ['--format', 'openfootball', sportsData('football/openfootball/2024-25')]],
  ['Ergast F1', ['--format', 'ergast-f1', sportsData('f1')]],
  ['Sackmann WTA', ['--format', 'sackmann-tennis', sportsData('tennis/wta')]],
  [
    'FIS Wengen downhill',
    ['--format', 'fis-alpine-csv', sportsData('winter/fis_alpine_wc_2025_wengen_men_downhill_122808.csv'), '--date', '2025-01-18'],
  ],
  ['FIS men’s standings', ['--format', 'fis-alpine-csv', sportsData('winter/fis_alpine_wc_2024_25_men_overall_standings_top91.csv')]],
];

const total = (summary: SportsImportSummary, key: 'inserted' | 'updated' | 'unchanged') =>
  Object.values(summary).reduce((sum, c) => sum + c[key], 0);

describeData('sports imports into PostgreSQL on the real files', () => {
  let db: TestDatabase;
  let store: PostgresSportsData;
  let statistics: SportsStatistics;

  const rowCounts = async (): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const { table } of Object.values(IMPORT_TABLES)) {
      const [row] = await db.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${table}`);
      counts[table] = Number(row!.n);
    }
    return counts;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresSportsData(db.orm);
    statistics = new SportsStatistics([store]);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  test.each(IMPORTS)(
    '%s: the second import of the same files changes nothing',
    async (_name, argv) => {
      const args = parseSportsImportArgs(argv);
      const first = await runSportsImport(args, { store });
      expect(total(first, 'inserted') + total(first, 'updated')).toBeGreaterThan(0);
      const before = await rowCounts();
      const second = await runSportsImport(args, { store });
      expect(total(second, 'inserted')).toBe(0);
      expect(total(second, 'updated')).toBe(0);
      expect(total(second, 'unchanged')).toBe(total(first, 'inserted') + total(first, 'updated') + total(first, 'unchanged'));
      expect(await rowCounts()).toEqual(before);
    },
    120_000,
  );

  test('the JSON example of docs/sports-import.md and the demo season go in the same way', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-sports-json-'));
    const example = path.join(dir, 'example.json');
    await writeFile(example, /```json\n([\s\S]*?)\n```/.exec(await readFile(DOC, 'utf8'))![1]!);
    const demo = generateDemoSportsSeason({ now: new Date('2025-11-19T10:00:00Z') });
    const imports: (() => Promise<SportsImportSummary>)[] = [
      () => runSportsImport(parseSportsImportArgs(['--format', 'newsdesk-sports-json', example]), { store }),
      () => store.apply(demo),
    ];
    for (const run of imports) {
      const first = await run();
      expect(total(first, 'inserted')).toBeGreaterThan(0);
      const before = await rowCounts();
      const second = await run();
      expect(total(second, 'inserted') + total(second, 'updated')).toBe(0);
      expect(await rowCounts()).toEqual(before);
    }
    expect((await store.squad('demo:team:lakeside', '2024-25')).map((s) => s.playerId)).toEqual(['demo:player:ana-keller']);
  }, 60_000);

  describe('core reads the published figures back', () => {
    const q = { serviceProvider: LOCAL_SPORTS_PROVIDER };

    test('Premier League 2024-25: Liverpool 84, Southampton 12', async () => {
      const view = await statistics.standings({ ...q, id: 'openfootball:en.1:2024-25' });
      const rows = view.groups[0]!.rows;
      expect(rows[0]).toMatchObject({ rank: 1, points: 84, team: { id: 'openfootball:team:liverpool' } });
      expect(rows.at(-1)).toMatchObject({ rank: 20, points: 12, team: { id: 'openfootball:team:southampton' } });
    });

    test('Formula 1 2024: Verstappen 437, McLaren 666', async () => {
      const drivers = await statistics.motorsportRanking({ ...q, entityType: 'driver', seasonId: '2024' });
      expect(drivers.rows[0]).toMatchObject({ rank: 1, points: 437, driver: { id: 'ergast:driver:830' } });
      const teams = await statistics.motorsportRanking({ ...q, entityType: 'team', seasonId: '2024' });
      expect(teams.rows[0]).toMatchObject({ rank: 1, points: 666, team: { id: 'ergast:constructor:1' } });
    });

    test('WTA ranking of 2024-12-30: Sabalenka No. 1 with 9,416 points', async () => {
      const wta = await statistics.tennisStandings({ ...q, associationName: 'WTA', rankingDate: '2024-12-30', page: 1, limit: 3 });
      expect(wta.rankingDate).toBe('2024-12-30');
      expect(wta.rows[0]).toMatchObject({ rank: 1, points: 9416, player: { name: 'Aryna Sabalenka' } });
    });

    test('Wengen downhill: Odermatt first with 100 cup points; FIS overall: Odermatt 1,596', async () => {
      const results = await statistics.results({ ...q, disciplineId: 'DH', seasonId: '2024-25', gender: 'men' });
      expect(results.kind).toBe('wintersport');
      const wengen = results.kind === 'wintersport' ? results.races.find((r) => r.race.id === 'fis:race:122808')! : null;
      expect(wengen!.results[0]).toMatchObject({ rank: 1, cupPoints: 100, athlete: { name: 'Marco Odermatt' } });
      const overall = await statistics.winterStandings({ ...q, seasonId: '2024-25', gender: 'men', disciplineId: 'ALL', kind: 'athlete' });
      expect(overall.rows[0]).toMatchObject({ rank: 1, points: 1596 });
    });
  });
});
