import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { InMemorySportsData } from '@newsdesk/core/sports/testing/in-memory-sports-data';
import { parseSportsImportArgs } from './sports-import-args';
import { runSportsImport, summaryLines, type SportsImportProgress } from './sports-import-command';
import { SPORTS_IMPORTERS } from './sports-importers';

const leagueFolder = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-sports-import-'));
  await mkdir(path.join(dir, '2024-25'));
  const matches = [
    { round: 'Matchday 1', date: '2024-08-17', time: '15:00', team1: 'Arsenal FC', team2: 'Chelsea FC', score: { ft: [2, 1] } },
    { round: 'Matchday 2', date: '2024-08-24', time: '15:00', team1: 'Chelsea FC', team2: 'Arsenal FC', score: {} },
  ];
  await writeFile(path.join(dir, '2024-25', 'en.1.json'), JSON.stringify({ name: 'English Premier League 2024/25', matches }));
  return { dir, matches };
};

describe('sports:import command', () => {
  test('the first import inserts, the second changes nothing, a corrected file updates just the changed match', async () => {
    const { dir, matches } = await leagueFolder();
    const store = new InMemorySportsData();
    const progress: SportsImportProgress[] = [];
    const args = parseSportsImportArgs(['--', '--format', 'openfootball', dir]);

    const first = await runSportsImport(args, { store, onProgress: (p) => progress.push(p) });
    expect(first.footballMatches).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(first.teams).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(progress.at(-1)).toMatchObject({ phase: 'write', total: 7 });

    const second = await runSportsImport(args, { store });
    expect(Object.values(second).every((c) => c.inserted === 0 && c.updated === 0)).toBe(true);
    expect(second.footballMatches).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(summaryLines(second)).toContain('footballMatches     0 inserted · 0 updated · 2 unchanged');

    matches[1]!.score = { ft: [0, 0] };
    await writeFile(path.join(dir, '2024-25', 'en.1.json'), JSON.stringify({ name: 'English Premier League 2024/25', matches }));
    const third = await runSportsImport(args, { store });
    expect(third.footballMatches).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await store.allFootballMatches('openfootball:en.1:2024-25')).map((m) => m.status)).toEqual(['played', 'played']);
  });

  test('an unknown format lists the known ones', async () => {
    await expect(runSportsImport({ help: false, format: 'csv', target: '.' }, { store: new InMemorySportsData() })).rejects.toThrow(
      `Unknown format “csv”. Known formats: ${SPORTS_IMPORTERS.map((i) => i.format).join(', ')}.`,
    );
    expect(SPORTS_IMPORTERS.map((i) => i.format)).toEqual([
      'openfootball',
      'sackmann-tennis',
      'ergast-f1',
      'fis-alpine-csv',
      'newsdesk-sports-json',
    ]);
  });
});

describe('sports:import arguments', () => {
  test('format, path and date in either spelling', () => {
    expect(parseSportsImportArgs(['--format', 'fis-alpine-csv', 'a.csv', '--date', '2025-01-18'])).toEqual({
      help: false,
      format: 'fis-alpine-csv',
      target: 'a.csv',
      date: '2025-01-18',
    });
    expect(parseSportsImportArgs(['--format=openfootball', 'dir'])).toEqual({ help: false, format: 'openfootball', target: 'dir' });
    expect(parseSportsImportArgs(['--help']).help).toBe(true);
  });

  test.each([
    [['dir'], '--format <name> is missing.'],
    [['--format'], '--format needs a value.'],
    [['--format', 'openfootball'], 'The path of the file or folder to import is missing.'],
    [['--format', 'openfootball', 'a', 'b'], 'One path at a time, not 2.'],
    [['--format', 'openfootball', 'a', '--force'], 'Unknown option --force.'],
    [['--format', 'fis-alpine-csv', 'a', '--date', '18.01.2025'], '--date 18.01.2025 is not a day (YYYY-MM-DD).'],
    [['--format', 'fis-alpine-csv', 'a', '--date', '2025-02-30'], '--date 2025-02-30 is not a day (YYYY-MM-DD).'],
  ])('%j → %s', (argv, message) => {
    expect(() => parseSportsImportArgs(argv)).toThrow(message);
  });
});
