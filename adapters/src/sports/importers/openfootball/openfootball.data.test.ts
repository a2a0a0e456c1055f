import { beforeAll, expect, test } from '@jest/globals';
import { footballStandings } from '@newsdesk/core/sports/standings/football-standings';
import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { describeWithSportsData, sportsData } from '../testing/real-sports-data';
import { openfootballImporter, readOpenfootballFile } from './openfootball-importer';

/**
 * The real football.json files (../shared/data/sports/football/openfootball, README §3.1): row
 * counts of the README table, and final tables computed by core that match the published ones.
 */
const describeData = describeWithSportsData('football/openfootball', 'openfootball importer on the real files');

const table = (batch: SportsImportBatch, competitionSeasonId: string) => {
  const cs = batch.competitionSeasons.find((c) => c.id === competitionSeasonId)!;
  const names = new Map(batch.teams.map((t) => [t.id, t.shortName ?? t.name]));
  const [only] = footballStandings({
    matches: batch.footballMatches.filter((m) => m.competitionSeasonId === competitionSeasonId),
    competitionKind: 'league',
    tieBreakers: cs.tieBreakers,
    pointAdjustments: cs.pointAdjustments,
    teamName: (id) => names.get(id)!,
  }).tables;
  return only!.rows.map((r) => ({ ...r, team: names.get(r.teamId)! }));
};

describeData('openfootball importer on the real files', () => {
  let all: SportsImportBatch;
  beforeAll(async () => {
    all = await openfootballImporter.read(sportsData('football/openfootball'), {});
  }, 60_000);

  test('matches and full-time scores per file are those of the README table', () => {
    const counts = (cs: string) => {
      const matches = all.footballMatches.filter((m) => m.competitionSeasonId === `openfootball:${cs}`);
      return [matches.length, matches.filter((m) => m.fullTime !== null).length];
    };
    expect(counts('uefa.cl:2019-20')).toEqual([119, 119]);
    expect(['en.1', 'de.1', 'fr.1', 'it.1', 'es.1'].map((c) => counts(`${c}:2022-23`))).toEqual([
      [380, 380],
      [306, 306],
      [380, 380],
      [380, 380],
      [380, 380],
    ]);
    expect(['en.1', 'de.1', 'fr.1', 'it.1', 'es.1'].map((c) => counts(`${c}:2023-24`))).toEqual([
      [380, 380],
      [306, 306],
      [306, 306],
      [380, 380],
      [380, 380],
    ]);
    expect(['en.1', 'de.1', 'fr.1', 'it.1', 'es.1', 'uefa.cl'].map((c) => counts(`${c}:2024-25`))).toEqual([
      [380, 380],
      [306, 306],
      [306, 306],
      [380, 370],
      [380, 370],
      [189, 188],
    ]);
    expect(['en.1', 'de.1', 'fr.1', 'it.1', 'es.1'].map((c) => counts(`${c}:2025-26`))).toEqual([
      [380, 291],
      [306, 225],
      [306, 225],
      [380, 280],
      [380, 270],
    ]);
    expect(all.competitionSeasons).toHaveLength(22);
    expect(new Set(all.footballMatches.map((m) => m.id)).size).toBe(all.footballMatches.length);
  });

  test('Premier League 2024-25: Liverpool champions with 84 points, Southampton last with 12', () => {
    const rows = table(all, 'openfootball:en.1:2024-25');
    expect(rows.slice(0, 6).map((r) => [r.rank, r.team, r.points])).toEqual([
      [1, 'Liverpool', 84],
      [2, 'Arsenal', 74],
      [3, 'Manchester City', 71],
      [4, 'Chelsea', 69],
      [5, 'Newcastle United', 66],
      [6, 'Aston Villa', 66],
    ]);
    expect(rows.at(-1)).toMatchObject({ rank: 20, team: 'Southampton', points: 12, played: 38 });
  });

  test('Premier League 2023-24: the deductions the results cannot show (Everton −8, Nottingham Forest −4)', () => {
    const rows = table(all, 'openfootball:en.1:2023-24');
    expect(rows[0]).toMatchObject({ team: 'Manchester City', points: 91 });
    expect(rows.find((r) => r.team === 'Everton')).toMatchObject({ points: 40, pointAdjustment: -8, rank: 15 });
    expect(rows.find((r) => r.team === 'Nottingham Forest')).toMatchObject({ points: 32, pointAdjustment: -4, rank: 17 });
  });

  test('Serie A 2022-23: Juventus −10 (62 points, 7th); Napoli champions with 90', () => {
    const rows = table(all, 'openfootball:it.1:2022-23');
    expect(rows[0]).toMatchObject({ team: 'SSC Napoli', points: 90 });
    expect(rows.find((r) => r.team === 'Juventus')).toMatchObject({ rank: 7, points: 62, pointAdjustment: -10 });
  });

  test('Bundesliga 2023-24: Leverkusen champions unbeaten, 28-6-0, 90 points', () => {
    const [first, second] = table(all, 'openfootball:de.1:2023-24');
    expect(first).toMatchObject({ team: 'Bayer 04 Leverkusen', won: 28, drawn: 6, lost: 0, points: 90 });
    expect(second).toMatchObject({ team: 'VfB Stuttgart', points: 73 });
  });

  test('Serie A 2023-24: Torino ahead of Napoli on head-to-head (4 points to 1) despite the worse goal difference', () => {
    const rows = table(all, 'openfootball:it.1:2023-24');
    expect(rows.find((r) => r.team === 'Torino')).toMatchObject({ rank: 9, points: 53, goalDifference: 0 });
    expect(rows.find((r) => r.team === 'SSC Napoli')).toMatchObject({ rank: 10, points: 53, goalDifference: 7 });
  });

  test('kick-offs without a zone are local: 20:00 in London in August is 19:00 UTC; Bundesliga 20:30 in August is 18:30 UTC', async () => {
    const en = await readOpenfootballFile(sportsData('football/openfootball/2024-25/en.1.json'));
    const opener = en.footballMatches.find((m) => m.id === 'openfootball:en.1:2024-25:matchday-1:manchester-united:fulham')!;
    expect(opener).toMatchObject({
      kickoff: '2024-08-16T19:00:00.000Z',
      date: '2024-08-16',
      fullTime: { home: 1, away: 0 },
      status: 'played',
    });
    const de = await readOpenfootballFile(sportsData('football/openfootball/2024-25/de.1.json'));
    expect(de.footballMatches.find((m) => m.round === 'Matchday 1')).toMatchObject({ kickoff: '2024-08-23T18:30:00.000Z' });
  });

  test('statuses from the data: one awarded match in the 2024-25 Bundesliga, one postponed in the 2025-26 Premier League', () => {
    const count = (cs: string, status: string) =>
      all.footballMatches.filter((m) => m.competitionSeasonId === `openfootball:${cs}` && m.status === status).length;
    expect(count('de.1:2024-25', 'awarded')).toBe(1);
    expect(count('en.1:2025-26', 'postponed')).toBe(1);
    const awarded = all.footballMatches.find((m) => m.competitionSeasonId === 'openfootball:de.1:2024-25' && m.status === 'awarded')!;
    expect(awarded).toMatchObject({
      homeTeamId: 'openfootball:team:1-fc-union-berlin',
      awayTeamId: 'openfootball:team:vfl-bochum-1848',
      fullTime: { home: 0, away: 2 },
    });
  });

  test('one club, one id: the Champions League names (`Arsenal FC (ENG)`, `Inter (ITA)`) are the league clubs', () => {
    const clTeams = (season: string) =>
      new Set(
        all.footballMatches
          .filter((m) => m.competitionSeasonId === `openfootball:uefa.cl:${season}`)
          .flatMap((m) => [m.homeTeamId, m.awayTeamId]),
      );
    const leagueTeams = new Set(
      all.footballMatches.filter((m) => !m.competitionSeasonId.includes('uefa.cl')).flatMap((m) => [m.homeTeamId, m.awayTeamId]),
    );
    const cl2425 = [...clTeams('2024-25')];
    // the 2024-25 CL clubs from the five leagues are all in the league files (GB, DE, FR, IT, ES)
    const fromBigFive = cl2425.filter(
      (id) =>
        ['GB', 'DE', 'FR', 'IT', 'ES', 'MC'].includes(all.teams.find((t) => t.id === id)!.countryCode ?? '') && !id.includes('celtic'),
    );
    expect(fromBigFive).toHaveLength(22); // 4 ENG, 5 GER, 4 ESP, 5 ITA, 3 FRA + Monaco
    expect(fromBigFive.filter((id) => !leagueTeams.has(id))).toEqual([]);
    expect(clTeams('2019-20').has('openfootball:team:internazionale-milano')).toBe(true);
    expect(all.teams.find((t) => t.id === 'openfootball:team:as-monaco')).toMatchObject({ name: 'AS Monaco FC', countryCode: 'MC' });
    expect(all.teams.find((t) => t.id === 'openfootball:team:celtic')).toMatchObject({ countryCode: 'GB' });
  });

  test('one club, one id across seasons: each league keeps at least 14 of its clubs from one season to the next', () => {
    const clubs = (cs: string) =>
      new Set(
        all.footballMatches.filter((m) => m.competitionSeasonId === `openfootball:${cs}`).flatMap((m) => [m.homeTeamId, m.awayTeamId]),
      );
    for (const code of ['en.1', 'de.1', 'fr.1', 'it.1', 'es.1']) {
      for (const [a, b] of [
        ['2022-23', '2023-24'],
        ['2023-24', '2024-25'],
        ['2024-25', '2025-26'],
      ] as const) {
        const before = clubs(`${code}:${a}`);
        const kept = [...clubs(`${code}:${b}`)].filter((id) => before.has(id));
        expect({ code, b, kept: kept.length >= 14 }).toEqual({ code, b, kept: true });
      }
    }
  });

  test('extra time and penalties of the 2024-25 Champions League are kept; the final without a score is a fixture', () => {
    const cl = all.footballMatches.filter((m) => m.competitionSeasonId === 'openfootball:uefa.cl:2024-25');
    expect(cl.filter((m) => m.penalties !== null)).toHaveLength(2);
    expect(cl.find((m) => m.stage === 'Final')).toMatchObject({ status: 'scheduled', fullTime: null, kickoff: '2025-05-31T19:00:00.000Z' });
    expect(new Set(cl.map((m) => m.stage))).toEqual(
      new Set(['League phase', 'Play-offs', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']),
    );
  });
});
