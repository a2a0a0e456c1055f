import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { emptySportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { describeSportsDataContract } from '@newsdesk/core/sports/testing/sports-data.contract';
import { aSportsBatch, MOTHER as M } from '@newsdesk/core/sports/testing/sports-batch.mother';
import { aPlayer } from '@newsdesk/core/sports/testing/sports-rows.mother';
import type { TennisRankingEntry } from '@newsdesk/core/sports/sports.types';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSportsData } from './postgres-sports-data';
import { sportsEntities } from './sports.entities';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const tables = () => sportsEntities.map((entity) => `"${entity.meta.tableName}"`).join(', ');
const emptyTables = () => db.orm.em.fork().execute(`truncate ${tables()}`);

describeSportsDataContract('PostgreSQL', async () => {
  await emptyTables();
  return { data: new PostgresSportsData(db.orm), cleanup: async () => undefined };
});

/** 100 weekly lists of 1,000 players: as many rows as the real ATP ranking file. */
const rankings = (points = (week: number, rank: number) => 10_000 - rank - week): TennisRankingEntry[] =>
  Array.from({ length: 100 * 1000 }, (_, i) => {
    const week = Math.floor(i / 1000);
    const rank = (i % 1000) + 1;
    const day = new Date(Date.UTC(2023, 0, 2 + 7 * week)).toISOString().slice(0, 10);
    return {
      association: 'ATP',
      rankingDate: day,
      rank,
      playerId: `bench:player:${rank}`,
      points: points(week, rank),
      tournamentsPlayed: rank % 3 === 0 ? null : 20,
    };
  });

describe('PostgreSQL sports data beyond the contract', () => {
  test('100,000 ranking rows are written in seconds, and a second import changes nothing', async () => {
    await emptyTables();
    const data = new PostgresSportsData(db.orm);
    const batch = { ...emptySportsImportBatch(), tennisRankings: rankings() };
    const progress: number[] = [];

    let started = performance.now();
    const first = await data.apply(batch, { onProgress: (done) => progress.push(done) });
    const firstMs = performance.now() - started;
    expect(first.tennisRankings).toEqual({ inserted: 100_000, updated: 0, unchanged: 0 });
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(100_000);

    started = performance.now();
    const again = await data.apply(batch);
    const againMs = performance.now() - started;
    expect(again.tennisRankings).toEqual({ inserted: 0, updated: 0, unchanged: 100_000 });
    // generous bounds for a shared, busy 2-core machine (about 3 s each when it is idle)
    expect(firstMs).toBeLessThan(60_000);
    expect(againMs).toBeLessThan(60_000);

    const changed = {
      ...emptySportsImportBatch(),
      tennisRankings: rankings((week, rank) => (week === 99 && rank <= 10 ? 1 : 10_000 - rank - week)),
    };
    expect((await data.apply(changed)).tennisRankings).toEqual({ inserted: 0, updated: 10, unchanged: 99_990 });

    const dates = await data.tennisRankingDates('ATP');
    expect(dates).toHaveLength(100);
    expect(dates[0]).toBe('2024-11-25');
    const page = await data.tennisRanking({ association: 'ATP', rankingDate: '2024-11-25', offset: 995, limit: 10 });
    expect(page.total).toBe(1000);
    expect(page.entries.map((e) => e.rank)).toEqual([996, 997, 998, 999, 1000]);
    expect((await data.tennisRankingOf('ATP', '2024-11-25', ['bench:player:3']))[0]).toMatchObject({
      rank: 3,
      points: 1,
      tournamentsPlayed: null,
    });
  }, 120_000);

  test('a row listed twice in one batch is written once, the last one winning', async () => {
    await emptyTables();
    const data = new PostgresSportsData(db.orm);
    const team = {
      id: 'test:team:twice',
      sport: 'football' as const,
      name: 'FC Twice',
      shortName: null,
      countryCode: 'CH',
      venue: 'Old ground',
    };
    const summary = await data.apply({ ...emptySportsImportBatch(), teams: [team, { ...team, venue: 'New ground' }] });
    expect(summary.teams).toEqual({ inserted: 1, updated: 0, unchanged: 1 });
    expect((await data.teams([team.id]))[0]!.venue).toBe('New ground');
  });

  test('a batch that fails leaves nothing behind and names the rows it could not write', async () => {
    await emptyTables();
    const data = new PostgresSportsData(db.orm);
    const team = {
      id: 'test:team:kept-out',
      sport: 'football' as const,
      name: 'FC Kept Out',
      shortName: null,
      countryCode: null,
      venue: null,
    };
    const badDay = { id: '2030', name: '2030', startsOn: '2030-02-31', endsOn: '2030-12-31' };
    await expect(data.apply({ ...emptySportsImportBatch(), teams: [team], seasons: [badDay] })).rejects.toThrow(/seasons/);
    expect(await data.teams([team.id])).toEqual([]);
  });

  test('search folds letters beyond accents, and takes % and _ literally', async () => {
    await emptyTables();
    const data = new PostgresSportsData(db.orm);
    const player = (id: string, name: string) => aPlayer({ id, sport: 'tennis', name, nationality: null });
    await data.apply({
      ...emptySportsImportBatch(),
      players: [
        player('p:1', 'Casper Ruud Øvergård'),
        player('p:2', 'Hubert Łukasz'),
        player('p:3', 'Jan-Lennard Struff'),
        player('p:4', 'Max 100_percent'),
      ],
    });
    const found = async (query: string) => (await data.searchTeamsAndPlayers(query, 10)).players.map((p) => p.id);
    expect(await found('overgard')).toEqual(['p:1']);
    expect(await found('lukasz')).toEqual(['p:2']);
    expect(await found('lennard')).toEqual(['p:3']);
    expect(await found('%')).toEqual([]);
    expect(await found('0_p')).toEqual(['p:4']);
    expect(await found('0_')).toEqual(['p:4']);
    expect(await found('1__')).toEqual([]);
  });

  test('an empty page still counts the matches; a day that is no day matches no ranking', async () => {
    await emptyTables();
    const data = new PostgresSportsData(db.orm);
    await data.apply(aSportsBatch());
    expect(await data.footballMatches({ competitionSeasonId: M.league2425, order: 'asc', offset: 0, limit: 0 })).toEqual({
      items: [],
      total: 12,
    });
    expect(await data.tennisRanking({ association: 'ATP', rankingDate: '2024-02-30', offset: 0, limit: 10 })).toEqual({
      entries: [],
      total: 0,
    });
    expect(await data.tennisRankingOf('ATP', 'latest', [M.keller])).toEqual([]);
  });
});
