import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { isDemoId } from '@newsdesk/core/sports/demo-season';
import { SportsStatistics } from '@newsdesk/core/sports/sports-statistics';
import { LOCAL_SPORTS_PROVIDER } from '@newsdesk/core/sports/sports.ports';
import { seedDemoSportsSeason } from '../demo/sports-demo-season-seed';
import { PostgresSportsData } from '../postgres/sports/postgres-sports-data';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { parseSportsImportArgs } from './importers/sports-import-args';
import { runSportsImport } from './importers/sports-import-command';
import { describeWithSportsData, sportsData } from './importers/testing/real-sports-data';

/**
 * The demo database after `npm run sports:import -- --format sackmann-tennis …/tennis/atp`: the
 * demo season was seeded first (its lists are this week's, newer than 2024), yet Rankings and
 * Tours and events show the real ATP data (core/src/sports/demo-season.ts). The expected number
 * one is read from the upstream file itself, not written here.
 */
const describeData = describeWithSportsData('tennis/atp', 'Real ATP tennis over the demo season');

const WEEK = '2024-06-10';
const csv = (file: string): Record<string, string>[] =>
  parse(gunzipSync(readFileSync(sportsData('tennis/atp', file))), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
const yyyymmdd = (day: string) => day.replaceAll('-', '');
const dayOf = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

describeData('real ATP tennis imported into the demo database', () => {
  let db: TestDatabase;
  let statistics: SportsStatistics;
  const q = { serviceProvider: LOCAL_SPORTS_PROVIDER, associationName: 'ATP' as const, page: 1, limit: 10 };

  beforeAll(async () => {
    db = await createTestDatabase();
    const store = new PostgresSportsData(db.orm);
    statistics = new SportsStatistics([store]);
    await seedDemoSportsSeason({ store, provider: store, now: new Date('2026-11-27T08:00:00Z') });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  test('before the import the demo list is the newest; after it the weeks, the number one and the tournaments are the real ones', async () => {
    const demo = await statistics.tennisStandings(q);
    expect(isDemoId(demo.rows[0]!.player.id)).toBe(true);

    await runSportsImport(parseSportsImportArgs(['--format', 'sackmann-tennis', sportsData('tennis/atp')]), {
      store: new PostgresSportsData(db.orm),
    });

    const rankings = csv('atp_rankings_current.csv.gz');
    const weeks = [...new Set(rankings.map((r) => dayOf(r.ranking_date!)))].sort().reverse();
    const numberOne = rankings.find((r) => r.ranking_date === yyyymmdd(WEEK) && r.rank === '1')!;
    const player = csv('atp_players.csv.gz').find((p) => p.player_id === numberOne.player)!;

    const ofWeek = await statistics.tennisStandings({ ...q, rankingDate: WEEK });
    expect(ofWeek.rows[0]).toMatchObject({
      rank: 1,
      points: Number(numberOne.points),
      player: { id: `sackmann:atp:${numberOne.player}`, name: `${player.name_first} ${player.name_last}` },
    });

    const latest = await statistics.tennisStandings(q);
    expect(latest.rankingDates).toEqual(weeks);
    expect(latest.rankingDate).toBe(weeks[0]);
    expect(latest.rows.some((row) => isDemoId(row.player.id))).toBe(false);
    const latestOne = rankings.find((r) => r.ranking_date === yyyymmdd(weeks[0]!) && r.rank === '1')!;
    expect(latest.rows[0]!.player.id).toBe(`sackmann:atp:${latestOne.player}`);

    const tours = await statistics.tennisTours(q);
    const tourneys = new Set(csv2024Matches().map((m) => m.tourney_name));
    expect(tours.seasonIds).toEqual(['2024']);
    expect(tours.seasonId).toBe('2024');
    expect(new Set(tours.tournaments.map((t) => t.name))).toEqual(tourneys);
    expect(tours.tournaments.some((t) => isDemoId(t.id))).toBe(false);

    // the WTA files were not imported: that tour's demo season stays
    const wta = await statistics.tennisStandings({ ...q, associationName: 'WTA' });
    expect(isDemoId(wta.rows[0]!.player.id)).toBe(true);
  }, 180_000);
});

/** The tournaments of the 2024 match file (it is plain CSV, not gzipped). */
const csv2024Matches = (): Record<string, string>[] =>
  parse(readFileSync(sportsData('tennis/atp', 'atp_matches_2024.csv')), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
