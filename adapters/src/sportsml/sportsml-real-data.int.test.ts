import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { SportsStatistics } from '@newsdesk/core/sports/sports-statistics';
import { SHARED_DATA, sharedDataPresent } from '../archives/shared-news-archives';
import { PostgresSportsData } from '../postgres/sports/postgres-sports-data';
import { createTestDatabase, type TestDatabase } from '../postgres/testing/test-database';
import { ergastF1Importer } from '../sports/importers/ergast-f1/ergast-f1-importer';
import { fisAlpineCsvImporter } from '../sports/importers/fis-alpine/fis-alpine-importer';
import { readOpenfootballFile } from '../sports/importers/openfootball/openfootball-importer';
import { sackmannTennisImporter } from '../sports/importers/sackmann-tennis/sackmann-tennis-importer';
import { ExportSportsml } from './export-sportsml';
import { sportsmlValidationAvailable, validateSportsml } from './testing/xmllint';

/**
 * The wire export of real seasons (../shared/data/sports, README §3) through the real importers,
 * the PostgreSQL provider and core's tables; every document is checked against the official
 * SportsML 3.1 schema and against published figures.
 */
const present = sharedDataPresent(['sports/football', 'sports/f1', 'sports/tennis', 'sports/winter'], 'SportsML export of real seasons');
const describeIfData = present ? describe : describe.skip;
const canValidate = sportsmlValidationAvailable('SportsML export of real seasons (schema check)');

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (_n, _p, _l, isAttribute) => !isAttribute }).parse(xml)[
    'sports-content'
  ][0];
const nameOf = (entity: any): string => (entity['team-metadata'] ?? entity['player-metadata'])[0].name[0]['#text']; // eslint-disable-line @typescript-eslint/no-explicit-any
const totals = (entity: any) => (entity['team-stats'] ?? entity['player-stats'])[0]['outcome-totals'][0]; // eslint-disable-line @typescript-eslint/no-explicit-any

describeIfData('SportsML export of real seasons', () => {
  let db: TestDatabase;
  let exporter: ExportSportsml;
  let raceIds: { abuDhabi2024: string; wengen: string };
  beforeAll(async () => {
    db = await createTestDatabase();
    const store = new PostgresSportsData(db.orm);
    const data = `${SHARED_DATA}/sports`;
    await store.apply(await readOpenfootballFile(`${data}/football/openfootball/2024-25/en.1.json`));
    const f1 = await ergastF1Importer.read(`${data}/f1`, {});
    await store.apply(f1);
    // The race files do not name their day (README §3.4): Wengen's downhill was on 18 January 2025.
    const winter = await fisAlpineCsvImporter.read(`${data}/winter/fis_alpine_wc_2025_wengen_men_downhill_122808.csv`, {
      date: '2025-01-18',
    });
    await store.apply(winter);
    await store.apply(await fisAlpineCsvImporter.read(`${data}/winter/fis_alpine_wc_2024_25_men_overall_standings_top91.csv`, {}));
    await store.apply(await sackmannTennisImporter.read(`${data}/tennis/atp`, {}));
    raceIds = {
      abuDhabi2024: f1.motorsportRaces.find((r) => r.seasonId === '2024' && r.name === 'Abu Dhabi Grand Prix')!.id,
      wengen: winter.winterRaces.find((r) => r.venue.startsWith('Wengen'))!.id,
    };
    exporter = new ExportSportsml(new SportsStatistics([store]), { now: () => new Date('2026-01-15T09:00:00Z') });
  }, 180_000);
  afterAll(async () => {
    await db?.dispose();
  });

  const exported = async (query: Parameters<ExportSportsml['execute']>[0]) => {
    const { xml } = await exporter.execute(query);
    if (canValidate) expect((await validateSportsml(xml)).output.trim()).toBe('- validates');
    return parse(xml);
  };

  test('Premier League 2024-25: Liverpool champions with 84 points, Southampton last with 12, 380 results', async () => {
    const doc = await exported({ sportType: 'football', serviceProvider: 'newsdesk', competitionSeasonId: 'openfootball:en.1:2024-25' });
    const teams = doc.standing[0].team;
    expect(nameOf(teams[0])).toMatch(/^Liverpool/);
    expect(totals(teams[0])).toMatchObject({
      'standing-points': '84',
      wins: '25',
      ties: '9',
      losses: '4',
      'points-scored-for': '86',
      'points-scored-against': '41',
    });
    expect(nameOf(teams[19])).toMatch(/^Southampton/);
    expect(totals(teams[19])['standing-points']).toBe('12');
    expect(doc['sports-event']).toHaveLength(380);
  });

  test('Formula 1 2024: Norris wins in Abu Dhabi; Verstappen champion with 437, McLaren constructors’ champion with 666', async () => {
    const doc = await exported({ sportType: 'motorsport', serviceProvider: 'newsdesk', raceId: raceIds.abuDhabi2024 });
    const race = doc['sports-event'].at(-1);
    expect(nameOf(race.player[0])).toBe('Lando Norris');
    expect(race['event-metadata'][0]['start-date-time']).toBe('2024-12-08T14:00:00+01:00');
    const [drivers, teams] = doc.standing;
    expect([nameOf(drivers.player[0]), totals(drivers.player[0])['standing-points']]).toEqual(['Max Verstappen', '437']);
    expect([nameOf(teams.team[0]), totals(teams.team[0])['standing-points']]).toEqual(['McLaren', '666']);
  });

  test('ATP 2024: Sinner first on the last list with 11,830 points, and the Australian Open final', async () => {
    const doc = await exported({ sportType: 'tennis', serviceProvider: 'newsdesk', associationName: 'ATP', seasonId: '2024' });
    expect([nameOf(doc.standing[0].player[0]), totals(doc.standing[0].player[0])['standing-points']]).toEqual(['Jannik Sinner', '11830']);
    const ao = doc.tournament.find((t: any) => t['tournament-metadata'][0].name[0]['#text'] === 'Australian Open'); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(nameOf(ao['sports-event'][0].player[0])).toBe('Jannik Sinner');
    expect(ao['sports-event'][0].player[0]['player-stats'][0].score).toBe('3-6 3-6 6-4 6-4 6-3');
  });

  test('Alpine 2024-25: Odermatt wins the Wengen downhill in 2:22.58 (100 points) and leads the overall with 1,596', async () => {
    const doc = await exported({
      sportType: 'wintersport',
      serviceProvider: 'newsdesk',
      raceId: raceIds.wengen,
      gender: 'men',
      disciplineId: 'ALL',
      seasonId: '2024-25',
    });
    const winner = doc['sports-event'][0].player[0];
    expect(nameOf(winner)).toMatch(/Odermatt/i);
    expect(winner['player-stats'][0]).toMatchObject({ score: '2:22.58', 'event-standing-points': '100' });
    expect(doc['sports-event'][0].player).toHaveLength(55);
    expect(nameOf(doc.standing[0].player[0])).toMatch(/Odermatt/i);
    expect(totals(doc.standing[0].player[0])['standing-points']).toBe('1596');
  });
});
