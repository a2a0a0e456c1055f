import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { OPENFOOTBALL_COMPETITIONS } from './openfootball-competitions';
import { openfootballImporter, readOpenfootballFile } from './openfootball-importer';
import { roundAndStage } from './openfootball-rounds';
import { parseOpenfootballSeason } from './openfootball-season';
import { normaliseTeamName } from './openfootball-teams';

const premierLeague = OPENFOOTBALL_COMPETITIONS['en.1']!;
const championsLeague = OPENFOOTBALL_COMPETITIONS['uefa.cl']!;

const file = (matches: object[]) => ({ name: 'English Premier League 2024/25', matches: matches as never });

describe('openfootball: one season file → batch', () => {
  test('UK local kick-offs become UTC in summer (BST) and winter (GMT); the day is Zurich’s', () => {
    const batch = parseOpenfootballSeason(
      file([
        {
          round: 'Matchday 1',
          date: '2024-08-17',
          time: '15:00',
          team1: 'Arsenal FC',
          team2: 'Wolverhampton Wanderers FC',
          score: { ht: [1, 0], ft: [2, 0] },
        },
        {
          round: 'Matchday 17',
          date: '2024-12-21',
          time: '15:00',
          team1: 'Wolverhampton Wanderers FC',
          team2: 'Arsenal FC',
          score: { ft: [1, 1] },
        },
        { round: 'Matchday 20', date: '2025-01-04', time: '23:30', team1: 'Chelsea FC', team2: 'Arsenal FC', score: {} },
        { round: 'Matchday 21', date: '2025-01-11', team1: 'Arsenal FC', team2: 'Chelsea FC', score: {} },
      ]),
      premierLeague,
      '2024-25',
      'test.json',
    );
    expect(batch.footballMatches.map((m) => [m.kickoff, m.date, m.status])).toEqual([
      ['2024-08-17T14:00:00.000Z', '2024-08-17', 'played'],
      ['2024-12-21T15:00:00.000Z', '2024-12-21', 'played'],
      // 23:30 in London is 00:30 the next day in Zurich
      ['2025-01-04T23:30:00.000Z', '2025-01-05', 'scheduled'],
      [null, '2025-01-11', 'scheduled'],
    ]);
    expect(batch.footballMatches[0]).toMatchObject({
      id: 'openfootball:en.1:2024-25:matchday-1:arsenal:wolverhampton-wanderers',
      competitionSeasonId: 'openfootball:en.1:2024-25',
      round: 'Matchday 1',
      stage: null,
      homeTeamId: 'openfootball:team:arsenal',
      fullTime: { home: 2, away: 0 },
      halfTime: { home: 1, away: 0 },
      extraTime: null,
      penalties: null,
    });
    expect(batch.footballMatches[1]!.halfTime).toBeNull();
    expect(batch.competitions).toEqual([
      { id: 'openfootball:en.1', sport: 'football', name: 'Premier League', countryCode: 'GB', kind: 'league', rootTopic: 'sport' },
    ]);
    expect(batch.seasons).toEqual([{ id: '2024-25', name: '2024-25', startsOn: '2024-07-01', endsOn: '2025-06-30' }]);
    expect(batch.competitionSeasons[0]).toMatchObject({
      id: 'openfootball:en.1:2024-25',
      tieBreakers: ['goal_difference', 'goals_for'],
      pointAdjustments: [],
    });
    expect(batch.teams.map((t) => t.id).sort()).toEqual([
      'openfootball:team:arsenal',
      'openfootball:team:chelsea',
      'openfootball:team:wolverhampton-wanderers',
    ]);
  });

  test('statuses: awarded and postponed from the data; an unknown one is an error naming the match', () => {
    const batch = parseOpenfootballSeason(
      file([
        { round: 'Matchday 14', date: '2024-12-14', time: '15:30', team1: 'A FC', team2: 'B FC', score: { ft: [0, 2] }, status: 'awarded' },
        { round: 'Matchday 31', date: '2026-03-21', team1: 'B FC', team2: 'A FC', score: {}, status: 'postponed' },
      ]),
      premierLeague,
      '2024-25',
      'test.json',
    );
    expect(batch.footballMatches.map((m) => m.status)).toEqual(['awarded', 'postponed']);
    expect(() =>
      parseOpenfootballSeason(
        file([{ round: 'Matchday 1', date: '2024-08-17', team1: 'A', team2: 'B', score: {}, status: 'suspended' }]),
        premierLeague,
        '2024-25',
        'x.json',
      ),
    ).toThrow('x.json: matches[0]: unknown status “suspended”');
    expect(() =>
      parseOpenfootballSeason(
        file([{ round: 'Matchday 1', date: '2024-02-30', time: '15:00', team1: 'A', team2: 'B', score: {} }]),
        premierLeague,
        '2024-25',
        'x.json',
      ),
    ).toThrow('x.json: matches[0]: Not a day (YYYY-MM-DD): “2024-02-30”');
    expect(() =>
      parseOpenfootballSeason(
        file([{ round: 'Matchday 1', date: '2024-08-17', time: '25:00', team1: 'A', team2: 'B', score: {} }]),
        premierLeague,
        '2024-25',
        'x.json',
      ),
    ).toThrow('x.json: matches[0]: Not a time (HH:MM): “25:00”');
  });

  test('a cup: stages from the round names, extra time and penalties, club names without the country', () => {
    const batch = parseOpenfootballSeason(
      file([
        {
          round: 'League, Matchday 1',
          date: '2024-09-17',
          time: '21:00',
          team1: 'Real Madrid CF (ESP)',
          team2: 'VfB Stuttgart (GER)',
          score: { ft: [3, 1] },
        },
        {
          round: 'Finals, Round of 16',
          date: '2025-03-11',
          time: '21:00',
          team1: 'Liverpool FC (ENG)',
          team2: 'Paris Saint-Germain FC (FRA)',
          score: { ft: [0, 1], et: [0, 1], p: [1, 4] },
        },
      ]),
      championsLeague,
      '2024-25',
      'cl.json',
    );
    expect(batch.footballMatches.map((m) => [m.stage, m.round, m.kickoff])).toEqual([
      ['League phase', 'Matchday 1', '2024-09-17T19:00:00.000Z'],
      ['Round of 16', 'Round of 16', '2025-03-11T20:00:00.000Z'],
    ]);
    expect(batch.footballMatches[1]).toMatchObject({ extraTime: { home: 0, away: 1 }, penalties: { home: 1, away: 4 } });
    expect(batch.teams.find((t) => t.id === 'openfootball:team:real-madrid')).toEqual({
      id: 'openfootball:team:real-madrid',
      sport: 'football',
      name: 'Real Madrid CF',
      shortName: 'Real Madrid',
      countryCode: 'ES',
      venue: null,
    });
    expect(batch.competitionSeasons[0]!.tieBreakers).toEqual(['goal_difference', 'goals_for', 'away_goals_for', 'wins']);
    expect(batch.competitions[0]).toMatchObject({ kind: 'cup', countryCode: null });
  });

  test('the same pairing twice in one round (a replay) gets a second id instead of overwriting the first', () => {
    const batch = parseOpenfootballSeason(
      file([
        { round: 'Final', date: '2025-05-01', team1: 'A', team2: 'B', score: { ft: [1, 1] } },
        { round: 'Final', date: '2025-05-08', team1: 'A', team2: 'B', score: { ft: [2, 0] } },
      ]),
      premierLeague,
      '2024-25',
      'x.json',
    );
    expect(batch.footballMatches.map((m) => m.id)).toEqual([
      'openfootball:en.1:2024-25:final:a:b',
      'openfootball:en.1:2024-25:final:a:b:2',
    ]);
  });

  test('Everton’s and Forest’s 2023-24 deductions go on the competition season', () => {
    const batch = parseOpenfootballSeason(file([]), premierLeague, '2023-24', 'x.json');
    expect(batch.competitionSeasons[0]!.pointAdjustments).toEqual([
      { teamId: 'openfootball:team:everton', points: -8, reason: expect.any(String) },
      { teamId: 'openfootball:team:nottingham-forest', points: -4, reason: expect.any(String) },
    ]);
  });
});

describe('openfootball: names and rounds', () => {
  test.each([
    ['Arsenal FC (ENG)', 'arsenal', 'Arsenal FC', 'GB'],
    ['Arsenal FC', 'arsenal', 'Arsenal FC', null],
    ['Inter (ITA)', 'internazionale-milano', 'FC Internazionale Milano', 'IT'],
    ['Paris Saint-Germain', 'paris-saint-germain', 'Paris Saint-Germain FC', null],
    ['FC Bayern München', 'bayern-munchen', 'FC Bayern München', null],
    ['AS Monaco FC (MCO)', 'as-monaco', 'AS Monaco FC', 'MC'],
    ['Brighton & Hove Albion FC', 'brighton-and-hove-albion', 'Brighton & Hove Albion FC', null],
    ['ŠK Slovan Bratislava (SVK)', 'sk-slovan-bratislava', 'ŠK Slovan Bratislava', 'SK'],
  ])('%s → %s', (raw, slug, name, country) => {
    expect(normaliseTeamName(raw)).toMatchObject({ slug, name, countryCode: country });
  });

  test.each([
    ['Matchday 3', false, 'Matchday 3', null],
    ['League, Matchday 8', true, 'Matchday 8', 'League phase'],
    ['Playoffs, Matchday 2', true, 'Matchday 2', 'Play-offs'],
    ['Finals, Quarterfinals', true, 'Quarterfinals', 'Quarter-finals'],
    ['Semifinals', true, 'Semifinals', 'Semi-finals'],
    ['Group C', true, 'Group C', 'Group C'],
  ])('%s (cup %s) → round %s, stage %s', (source, cup, round, stage) => {
    expect(roundAndStage(source, cup)).toEqual({ round, stage });
  });
});

describe('openfootball: files and folders', () => {
  const tree = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-openfootball-'));
    await mkdir(path.join(dir, '2024-25'));
    await writeFile(
      path.join(dir, '2024-25', 'en.1.json'),
      JSON.stringify(
        file([{ round: 'Matchday 1', date: '2024-08-17', time: '15:00', team1: 'A FC', team2: 'B FC', score: { ft: [1, 0] } }]),
      ),
    );
    await writeFile(
      path.join(dir, '2024-25', 'de.1.json'),
      JSON.stringify({ name: 'Bundesliga', matches: [{ round: 'Matchday 1', date: 'tomorrow', team1: 'X', team2: 'Y' }] }),
    );
    await writeFile(path.join(dir, '2024-25', 'xx.9.json'), '{}');
    return dir;
  };

  test('the season comes from the folder; reading the same file twice gives the same batch', async () => {
    const dir = await tree();
    const first = await readOpenfootballFile(path.join(dir, '2024-25', 'en.1.json'));
    expect(first.competitionSeasons[0]!.id).toBe('openfootball:en.1:2024-25');
    expect(await readOpenfootballFile(path.join(dir, '2024-25', 'en.1.json'))).toEqual(first);
  });

  test('a bad file names the path of each problem; an unknown code and a missing path are clear errors', async () => {
    const dir = await tree();
    await expect(readOpenfootballFile(path.join(dir, '2024-25', 'de.1.json'))).rejects.toThrow(
      /de\.1\.json is not valid:\n {2}matches\[0\]\.date: expected YYYY-MM-DD/,
    );
    await expect(readOpenfootballFile(path.join(dir, '2024-25', 'xx.9.json'))).rejects.toThrow(
      'unknown competition code “xx.9” (known: en.1, de.1, fr.1, it.1, es.1, uefa.cl)',
    );
    await expect(openfootballImporter.read(path.join(dir, 'nope'), {})).rejects.toThrow('nope: no such file or folder.');
    await expect(openfootballImporter.read(dir, {})).rejects.toThrow('matches[0].date');
  });
});
