import { describe, expect, test } from '@jest/globals';
import { roundName, stageAndRoundName } from './round-names';

describe('roundName', () => {
  test('matchdays by number: 25. Spieltag, 25e journée, 1re journée', () => {
    expect(roundName('Matchday 25', 'de')).toBe('25. Spieltag');
    expect(roundName('Matchday 25', 'fr')).toBe('25e journée');
    expect(roundName('Matchday 1', 'fr')).toBe('1re journée');
    expect(roundName('Matchday 25', 'en')).toBe('Matchday 25');
    expect(roundName('Matchday 3', 'de-CH')).toBe('3. Spieltag');
  });

  test('knockout rounds in every spelling of the data (football.json, UEFA)', () => {
    expect(['Round of 16', 'Quarterfinals', 'Quarter-finals', 'Semifinals', 'Semi-finals', 'Final'].map((n) => roundName(n, 'de'))).toEqual(
      ['Achtelfinale', 'Viertelfinale', 'Viertelfinale', 'Halbfinale', 'Halbfinale', 'Finale'],
    );
    expect(['Round of 16', 'Quarterfinals', 'Semi-finals', 'Final', 'Round of 32'].map((n) => roundName(n, 'fr'))).toEqual([
      'Huitièmes de finale',
      'Quarts de finale',
      'Demi-finales',
      'Finale',
      'Seizièmes de finale',
    ]);
    expect(roundName('Quarterfinals', 'en')).toBe('Quarter-finals');
  });

  test('stages and groups; the 2024-25 Champions League writes phase and round together', () => {
    expect(roundName('Group stage', 'de')).toBe('Gruppenphase');
    expect(roundName('Group A', 'de')).toBe('Gruppe A');
    expect(roundName('Group H', 'fr')).toBe('Groupe H');
    expect(roundName('League phase', 'fr')).toBe('Phase de ligue');
    expect(roundName('Play-offs', 'fr')).toBe('Barrages');
    expect(roundName('League, Matchday 1', 'de')).toBe('Ligaphase, 1. Spieltag');
    expect(roundName('Finals, Round of 16', 'fr')).toBe('Phase finale, Huitièmes de finale');
    expect(roundName('Round 3', 'fr')).toBe('3e tour');
    expect(roundName('Round 1', 'fr')).toBe('1er tour');
    expect(roundName('Round 1', 'de')).toBe('1. Runde');
  });

  test("tennis rounds as Sackmann's files write them", () => {
    expect(['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F', 'RR', 'BR'].map((n) => roundName(n, 'de'))).toEqual([
      '1/64-Finale',
      '1/32-Finale',
      'Sechzehntelfinale',
      'Achtelfinale',
      'Viertelfinale',
      'Halbfinale',
      'Finale',
      'Gruppenphase',
      'Spiel um Bronze',
    ]);
    expect(['R128', 'QF', 'SF', 'F', 'Q1'].map((n) => roundName(n, 'fr'))).toEqual([
      '64es de finale',
      'Quart de finale',
      'Demi-finale',
      'Finale',
      'Qualifications, 1er tour',
    ]);
    expect(roundName('R16', 'en')).toBe('Round of 16');
  });

  test('Formula 1 sessions and alpine runs', () => {
    expect(roundName('Race', 'de')).toBe('Rennen');
    expect(roundName('Qualifying', 'fr')).toBe('Qualifications');
    expect(roundName('Run 2', 'de')).toBe('2. Lauf');
    expect(roundName('Run 1', 'fr')).toBe('1re manche');
    expect(roundName('Practice 1', 'fr')).toBe('Essais libres 1');
  });

  test('unknown names, and a comma list with an unknown part, are shown as they are', () => {
    expect(roundName('Relegation play-off (2nd leg)', 'de')).toBe('Relegation play-off (2nd leg)');
    expect(roundName('Zwischenrunde', 'fr')).toBe('Zwischenrunde');
    expect(roundName('Finals, Something new', 'de')).toBe('Finals, Something new');
    expect(roundName('  Matchday 4 ', 'it')).toBe('Matchday 4');
    expect(roundName('', 'de')).toBe('');
  });
});

test('stageAndRoundName names a cup match by stage and round, a league match by its round', () => {
  expect(stageAndRoundName('League phase', 'Matchday 2', 'de')).toBe('Ligaphase · 2. Spieltag');
  expect(stageAndRoundName('Quarter-finals', 'Quarterfinals', 'fr')).toBe('Quarts de finale');
  expect(stageAndRoundName('Group A', 'Group A', 'de')).toBe('Gruppe A');
  expect(stageAndRoundName(null, 'Matchday 25', 'fr')).toBe('25e journée');
});

test('every round name in ../shared/data/sports (football.json 2019-20 to 2025-26, Sackmann 2024) has a German and a French name', () => {
  // Listed by hand from the files: core tests read no files (the dependency rule keeps Node I/O out of core).
  const inTheData = [
    'Matchday 1',
    'Matchday 34',
    'Group A',
    'Group H',
    'Round of 16',
    'Quarterfinals',
    'Semifinals',
    'Final',
    'League, Matchday 8',
    'Playoffs, Matchday 2',
    'Finals, Round of 16',
    'Finals, Quarterfinals',
    'Finals, Semifinals',
    'Finals, Final',
    ...['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F', 'RR', 'BR'],
  ];
  for (const language of ['de', 'fr']) {
    expect(inTheData.filter((name) => roundName(name, language) === name)).toEqual([]);
  }
});
