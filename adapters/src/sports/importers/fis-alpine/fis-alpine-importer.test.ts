import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { readFisAlpine } from './fis-alpine-importer';
import { fisFileOf } from './fis-file-name';
import { raceTimeMs, splitAthleteName, statusOf } from './fis-rows';

const RACE = `race_id,status,rank,bib,fis_code,athlete,brand,birth_year,nation,competitor_id,run1,run2,time,diff_time,fis_points,cup_points
900001,finished,1,4,1,BERG Lena,Ski,1999,SUI,11,1:10.50,1:10.54,2:21.04,,0.00,100
900001,finished,1,9,2,ROSSI Mia,Ski,2000,ITA,12,1:10.60,1:10.44,2:21.04,,0.00,100
900001,Did not finish 2nd run,,3,3,VAN DER BERG Anna Lisa,Ski,2001,NED,13,1:11.02,,,,,
900001,Did not qualify,,30,4,LEE Su,Ski,2002,KOR,14,1:15.00,,,,,
`;

const folder = async (files: Record<string, string>) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-fis-'));
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
  return dir;
};
const RACE_FILE = 'fis_alpine_wc_2026_lakeside_women_giant_slalom_900001.csv';

describe('FIS alpine importer', () => {
  test('a race: metadata from the file name and the sidecar; ties share a rank; statuses and runs', async () => {
    const dir = await folder({
      [RACE_FILE]: RACE,
      [RACE_FILE.replace('.csv', '.json')]: JSON.stringify({ date: '2026-01-10', time: '10:30', countryCode: 'CH' }),
    });
    const batch = await readFisAlpine(path.join(dir, RACE_FILE), {});
    expect(batch.winterRaces).toEqual([
      {
        id: 'fis:race:900001',
        seasonId: '2025-26',
        disciplineId: 'GS',
        gender: 'women',
        name: 'Lakeside Giant slalom',
        venue: 'Lakeside',
        countryCode: 'CH',
        startsAt: '2026-01-10T09:30:00.000Z',
        date: '2026-01-10',
      },
    ]);
    expect(batch.winterResults.map((r) => [r.status, r.rank, r.timeMs, r.runTimesMs, r.publishedCupPoints])).toEqual([
      ['finished', 1, 141_040, [70_500, 70_540], 100],
      ['finished', 1, 141_040, [70_600, 70_440], 100],
      ['dnf', null, null, [71_020, null], null],
      ['dnq', null, null, [75_000, null], null],
    ]);
    expect(batch.players.find((p) => p.id === 'fis:athlete:13')).toMatchObject({
      name: 'Anna Lisa Van Der Berg',
      firstName: 'Anna Lisa',
      lastName: 'Van Der Berg',
      nationality: 'NED',
    });
    expect(batch.competitions[0]).toMatchObject({ id: 'fis:alpine-wc', sport: 'wintersport', kind: 'series' });
    expect(batch.winterDisciplines.map((d) => d.id)).toEqual(['DH', 'SG', 'GS', 'SL', 'AC', 'PAR']);
    expect(await readFisAlpine(path.join(dir, RACE_FILE), {})).toEqual(batch);
  });

  test('--date gives the day when there is no sidecar; without either the error says how', async () => {
    const dir = await folder({ [RACE_FILE]: RACE });
    expect((await readFisAlpine(path.join(dir, RACE_FILE), { date: '2026-01-10' })).winterRaces[0]).toMatchObject({
      date: '2026-01-10',
      startsAt: null,
      countryCode: null,
    });
    await expect(readFisAlpine(path.join(dir, RACE_FILE), {})).rejects.toThrow(
      'the race day is not in the file. Give it with --date YYYY-MM-DD',
    );
  });

  test('bad rows, bad sidecars and unknown names are clear errors', async () => {
    const dir = await folder({
      [RACE_FILE]: RACE.replace('Did not qualify', 'Crashed'),
      [RACE_FILE.replace('.csv', '.json')]: JSON.stringify({ date: '10.01.2026' }),
      'fis_alpine_wc_2026_lakeside_women_slalom_900002.csv': RACE.replace(/900001/g, '900003'),
      'results.csv': 'a\n',
    });
    await expect(readFisAlpine(path.join(dir, RACE_FILE), {})).rejects.toThrow('date: expected YYYY-MM-DD');
    await writeFile(path.join(dir, RACE_FILE.replace('.csv', '.json')), JSON.stringify({ date: '2026-01-10' }));
    await expect(readFisAlpine(path.join(dir, RACE_FILE), {})).rejects.toThrow('row 5: unknown status “Crashed”');
    await expect(
      readFisAlpine(path.join(dir, 'fis_alpine_wc_2026_lakeside_women_slalom_900002.csv'), { date: '2026-01-11' }),
    ).rejects.toThrow('a row names race 900003, the file name race 900002');
    await expect(readFisAlpine(path.join(dir, 'results.csv'), {})).rejects.toThrow('cannot tell what this file holds from its name');
  });

  test.each([
    [
      'fis_alpine_wc_2025_wengen_men_downhill_122808.csv',
      { kind: 'race', seasonId: '2024-25', venue: 'Wengen', gender: 'men', disciplineId: 'DH', raceId: '122808' },
    ],
    ['fis_alpine_wc_2025_val_d_isere_women_super_g_123.csv', { kind: 'race', venue: 'Val D Isere', gender: 'women', disciplineId: 'SG' }],
    ['fis_alpine_wc_2024_25_men_overall_standings_top91.csv', { kind: 'standings', seasonId: '2024-25', gender: 'men' }],
    ['fis_alpine_wc_2024_25_nations_cup.csv', { kind: 'nations', seasonId: '2024-25' }],
  ])('%s', (name, expected) => {
    expect(fisFileOf(name)).toMatchObject(expected);
  });

  test('times, names and statuses', () => {
    expect([raceTimeMs('2:22.58'), raceTimeMs('59.87'), raceTimeMs('1:02:03.4'), raceTimeMs(''), raceTimeMs('DNF')]).toEqual([
      142_580,
      59_870,
      3_723_400,
      null,
      null,
    ]);
    expect(splitAthleteName('ODERMATT Marco')).toEqual({ name: 'Marco Odermatt', firstName: 'Marco', lastName: 'Odermatt' });
    expect(splitAthleteName('Team Switzerland')).toEqual({ name: 'Team Switzerland', firstName: null, lastName: null });
    expect(['finished', 'Did not finish 1st run', 'Did not start', 'Disqualified', 'Did not qualify'].map((s) => statusOf(s, 'x'))).toEqual(
      ['finished', 'dnf', 'dns', 'dsq', 'dnq'],
    );
  });
});
