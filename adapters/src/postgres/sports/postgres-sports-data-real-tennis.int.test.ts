import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { emptySportsImportBatch, type SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { Player, TennisAssociation, TennisRankingEntry } from '@newsdesk/core/sports/sports.types';
import { SHARED_DATA, sharedDataPresent } from '../../archives/shared-news-archives';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresSportsData } from './postgres-sports-data';
import { isDay } from './sports-sql';

/**
 * The real Sackmann files (../shared/data/sports/tennis, README §3.2): ≈ 136,000 players and
 * 166,000 ranking lines in one batch. A deliberately small reader, not the importer (that has
 * its own tests): this checks that the store takes the real volume in seconds and reads it back.
 */
const present = sharedDataPresent(['sports/tennis'], 'PostgresSportsData on the real tennis files');
const describeIfData = present ? describe : describe.skip;

/** No field of these files holds a comma; the one quoted name (`"Jason ""Jj"""`) goes through csv-parse. */
const cells = (line: string): string[] =>
  (line.includes('"') ? (parse(line) as string[][])[0]! : line.split(',')).map((cell) => cell.trim());
const rows = (file: string): Record<string, string>[] => {
  const [header, ...lines] = gunzipSync(readFileSync(path.join(SHARED_DATA, 'sports/tennis', file)))
    .toString('utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  const columns = cells(header!);
  return lines.map((line) => Object.fromEntries(cells(line).map((cell, i) => [columns[i], cell])));
};
const int = (text: string | undefined): number | null => (text ? Number(text) : null);
const day = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

const tennisBatch = (): SportsImportBatch => {
  const batch = emptySportsImportBatch();
  for (const association of ['ATP', 'WTA'] as TennisAssociation[]) {
    const prefix = association.toLowerCase();
    batch.players.push(
      ...rows(`${prefix}/${prefix}_players.csv.gz`).map(
        (r): Player => ({
          id: `${prefix}:${r.player_id}`,
          sport: 'tennis',
          name: `${r.name_first} ${r.name_last}`.trim(),
          firstName: r.name_first || null,
          lastName: r.name_last || null,
          nationality: r.ioc || null,
          // some births are only a year (`18890000`)
          birthDate: r.dob && isDay(day(r.dob)) ? day(r.dob) : null,
          hand: r.hand || null,
          heightCm: int(r.height),
          teamId: null,
          position: null,
          number: null,
        }),
      ),
    );
    batch.tennisRankings.push(
      ...rows(`${prefix}/${prefix}_rankings_current.csv.gz`).map(
        (r): TennisRankingEntry => ({
          association,
          rankingDate: day(r.ranking_date!),
          rank: Number(r.rank),
          playerId: `${prefix}:${r.player}`,
          points: Number(r.points),
          tournamentsPlayed: int(r.tours),
        }),
      ),
    );
  }
  return batch;
};

let db: TestDatabase;
beforeAll(async () => {
  if (present) db = await createTestDatabase();
});
afterAll(async () => {
  await db?.dispose();
});

describeIfData('PostgresSportsData on the real tennis files', () => {
  test('takes both tours’ players and ranking lists in seconds, reads them back, and a re-import changes nothing', async () => {
    const data = new PostgresSportsData(db.orm);
    const batch = tennisBatch();
    expect(batch.players).toHaveLength(65_989 + 70_036);
    expect(batch.tennisRankings).toHaveLength(92_341 + 73_614);

    let started = performance.now();
    const first = await data.apply(batch);
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(first.players).toEqual({ inserted: 136_025, updated: 0, unchanged: 0 });
    // Every ATP list names player 208147 twice (ranks 796 and 975 on 2024-12-30), 53 WTA lists
    // another player: one line per player and list is kept, the file's later line.
    expect(first.tennisRankings).toEqual({ inserted: 165_955 - 44 - 53, updated: 0, unchanged: 44 + 53 });

    const atp = await data.tennisRankingDates('ATP');
    expect(atp).toHaveLength(44);
    expect(atp[0]).toBe('2024-12-30');
    expect(atp.at(-1)).toBe('2024-01-01');
    const top = await data.tennisRanking({ association: 'ATP', rankingDate: '2024-12-30', offset: 0, limit: 3 });
    expect(top.total).toBe(2_162 - 1);
    expect(top.entries.map((e) => [e.rank, e.playerId, e.points])).toEqual([
      [1, 'atp:206173', 11_830],
      [2, 'atp:100644', 7_915],
      [3, 'atp:207989', 7_010],
    ]);
    expect((await data.players(['atp:206173']))[0]).toMatchObject({
      name: 'Jannik Sinner',
      nationality: 'ITA',
      birthDate: '2001-08-16',
      hand: 'R',
      heightCm: 191,
    });
    const wta = await data.tennisRanking({ association: 'WTA', rankingDate: '2024-12-30', offset: 0, limit: 1 });
    expect(wta.total).toBe(1_452);
    expect(wta.entries[0]).toMatchObject({ rank: 1, playerId: 'wta:214544', points: 9_416, tournamentsPlayed: 21 });

    expect((await data.searchTeamsAndPlayers('SABALENKA', 5)).players.map((p) => p.id)).toEqual(['wta:214544']);
    expect((await data.searchTeamsAndPlayers('nino mendoza', 5)).players.map((p) => p.name)).toContain('Nicolas Niño Mendoza');

    started = performance.now();
    const again = await data.apply(batch);
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(again.players).toEqual({ inserted: 0, updated: 0, unchanged: 136_025 });
    expect(again.tennisRankings).toEqual({ inserted: 0, updated: 0, unchanged: 165_955 });
  }, 180_000);
});
