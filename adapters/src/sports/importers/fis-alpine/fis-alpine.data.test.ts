import { expect, test } from '@jest/globals';
import { worldCupPoints } from '@newsdesk/core/sports/standings/alpine-points';
import { describeWithSportsData, sportsData } from '../testing/real-sports-data';
import { readFisAlpine } from './fis-alpine-importer';

/** The FIS-derived CSVs (../shared/data/sports/winter, README §3.4). */
const describeData = describeWithSportsData('winter', 'FIS alpine importer on the real files');
const file = (name: string) => sportsData('winter', name);

describeData('FIS alpine importer on the real files', () => {
  test('Wengen downhill 2025 (race 122808): 48 finishers, DNF 5, DSQ 1, DNS 1; core’s World Cup points equal the cup_points column', async () => {
    const wengen = await readFisAlpine(file('fis_alpine_wc_2025_wengen_men_downhill_122808.csv'), { date: '2025-01-18' });
    expect(wengen.winterRaces).toEqual([
      {
        id: 'fis:race:122808',
        seasonId: '2024-25',
        disciplineId: 'DH',
        gender: 'men',
        name: 'Wengen Downhill',
        venue: 'Wengen',
        countryCode: 'CH',
        startsAt: null,
        date: '2025-01-18',
      },
    ]);
    const results = wengen.winterResults;
    const count = (status: string) => results.filter((r) => r.status === status).length;
    expect([results.length, count('finished'), count('dnf'), count('dsq'), count('dns')]).toEqual([55, 48, 5, 1, 1]);
    expect(results[0]).toMatchObject({
      athleteId: 'fis:athlete:190231',
      rank: 1,
      bib: 13,
      nation: 'SUI',
      timeMs: 142_580,
      runTimesMs: [],
      publishedCupPoints: 100,
    });
    expect(wengen.players.find((p) => p.id === 'fis:athlete:190231')).toMatchObject({
      name: 'Marco Odermatt',
      lastName: 'Odermatt',
      nationality: 'SUI',
      sport: 'wintersport',
    });
    const finishers = results.filter((r) => r.status === 'finished');
    expect(finishers.map((r) => worldCupPoints(r.rank))).toEqual(finishers.map((r) => r.publishedCupPoints ?? 0));
    expect(finishers.filter((r) => (r.publishedCupPoints ?? 0) > 0)).toHaveLength(30);
  });

  test('Adelboden giant slalom 2025 (race 122802): statuses of the result page, two runs each', async () => {
    const adelboden = await readFisAlpine(file('fis_alpine_wc_2025_adelboden_men_giant_slalom_122802.csv'), { date: '2025-01-11' });
    const count = (status: string) => adelboden.winterResults.filter((r) => r.status === status).length;
    expect([adelboden.winterResults.length, count('finished'), count('dnf'), count('dnq'), count('dsq'), count('dns')]).toEqual([
      71, 25, 26, 20, 0, 0,
    ]);
    expect(adelboden.winterRaces[0]).toMatchObject({ disciplineId: 'GS', venue: 'Adelboden', countryCode: 'CH' });
    expect(adelboden.winterResults[0]).toMatchObject({ rank: 1, timeMs: 147_550, runTimesMs: [75_490, 72_060], publishedCupPoints: 100 });
    // not qualified for the second run: a first-run time, no total, no rank
    const dnq = adelboden.winterResults.find((r) => r.status === 'dnq')!;
    expect(dnq).toMatchObject({ rank: null, timeMs: null, runTimesMs: [expect.any(Number), null] });
    const finishers = adelboden.winterResults.filter((r) => r.status === 'finished');
    expect(finishers.map((r) => worldCupPoints(r.rank))).toEqual(finishers.map((r) => r.publishedCupPoints ?? 0));
  });

  test('published standings 2024/25: Odermatt first overall with 1,596 points, Switzerland first in the Nations Cup with 10,020', async () => {
    const men = await readFisAlpine(file('fis_alpine_wc_2024_25_men_overall_standings_top91.csv'), {});
    const overall = men.publishedWinterStandings.filter((s) => s.disciplineId === 'ALL');
    expect(overall).toHaveLength(91);
    expect(overall[0]).toEqual({
      seasonId: '2024-25',
      gender: 'men',
      kind: 'athlete',
      disciplineId: 'ALL',
      athleteId: 'fis:athlete:190231',
      nation: 'SUI',
      rank: 1,
      points: 1596,
    });
    expect(men.publishedWinterStandings.find((s) => s.disciplineId === 'SL' && s.rank === 1)).toMatchObject({
      athleteId: 'fis:athlete:154950',
      points: 567,
    });
    const nations = await readFisAlpine(file('fis_alpine_wc_2024_25_nations_cup.csv'), {});
    expect(nations.publishedWinterStandings.filter((s) => s.disciplineId === 'ALL')).toHaveLength(32);
    expect(nations.publishedWinterStandings[0]).toEqual({
      seasonId: '2024-25',
      gender: 'mixed',
      kind: 'nation',
      disciplineId: 'ALL',
      athleteId: null,
      nation: 'SUI',
      rank: 1,
      points: 10020,
    });
    expect(nations.players).toEqual([]);
  });

  test('the folder needs each race’s day: without it the error says how to give it', async () => {
    await expect(readFisAlpine(sportsData('winter'), {})).rejects.toThrow(
      /the race day is not in the file\. Give it with --date YYYY-MM-DD or in .*\.json/,
    );
    await expect(readFisAlpine(sportsData('winter'), { date: '2025-01-18' })).rejects.toThrow(
      '--date fits one race, but 2 race files have no sidecar',
    );
  });
});
