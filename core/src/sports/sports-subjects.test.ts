import { describe, expect, test } from '@jest/globals';
import { matchSportsSubjects, sportsNameKey } from './sports-subjects';
import { aPlayer, aTeam } from './testing/sports.mother';

const bayern = aTeam({ id: 'of:bayern', name: 'FC Bayern München', shortName: 'Bayern München' });
const pauli = aTeam({ id: 'of:pauli', name: 'FC St. Pauli 1910', shortName: 'St. Pauli 1910' });
const koeln = aTeam({ id: 'of:koeln', name: '1. FC Köln' });
const kane = aPlayer({ id: 'p:kane', name: 'Harry Kane', firstName: 'Harry', lastName: 'Kane' });
const verstappen = aPlayer({ id: 'f1:max', sport: 'motorsport', name: 'Max Verstappen', firstName: 'Max', lastName: 'Verstappen' });
const candidates = { teams: [bayern, pauli, koeln], players: [kane, verstappen] };

const matched = (names: string[], from = candidates) =>
  Object.fromEntries([...matchSportsSubjects(names, from)].map(([name, m]) => [name, m.type === 'team' ? m.team.id : m.player.id]));

describe('sportsNameKey: spellings of one name fold to one key', () => {
  test('case, diacritics, ß, dots, hyphens and spacing do not count', () => {
    expect(sportsNameKey('FC Bayern München')).toBe('fc bayern munchen');
    expect(sportsNameKey('  fc  BAYERN munchen ')).toBe('fc bayern munchen');
    expect(sportsNameKey('Fußball-Club St.Pauli')).toBe('fussball club st pauli');
    expect(sportsNameKey('Ødegaard')).toBe('odegaard');
  });
});

describe('matchSportsSubjects: a chip links only to the one subject it names in full', () => {
  test('a club by its name or its short name, with or without accents', () => {
    expect(matched(['Bayern München', 'FC Bayern München', 'Bayern Munchen', 'fc bayern münchen'])).toEqual({
      'Bayern München': 'of:bayern',
      'FC Bayern München': 'of:bayern',
      'Bayern Munchen': 'of:bayern',
      'fc bayern münchen': 'of:bayern',
    });
    expect(matched(['1. FC Köln', 'St Pauli 1910'])).toEqual({ '1. FC Köln': 'of:koeln', 'St Pauli 1910': 'of:pauli' });
  });

  test('part of a name, a spelling the data does not have, or a city links nowhere', () => {
    expect(matched(['Bayern', 'München', 'Bayern Munich', 'Köln', 'Pauli', 'Kane', 'Verstappen'])).toEqual({});
  });

  test('a player or a driver by full name, also as first and last name', () => {
    expect(matched(['Harry Kane', 'max verstappen'])).toEqual({ 'Harry Kane': 'p:kane', 'max verstappen': 'f1:max' });
    const listedByLastName = aPlayer({ id: 'p:sommer', name: 'Sommer, Yann', firstName: 'Yann', lastName: 'Sommer' });
    expect(matched(['Yann Sommer'], { teams: [], players: [listedByLastName] })).toEqual({ 'Yann Sommer': 'p:sommer' });
  });

  test('a name that two subjects share is ambiguous and links nowhere', () => {
    const twoKanes = { teams: [], players: [kane, aPlayer({ id: 'p:kane2', name: 'Harry Kane', sport: 'tennis' })] };
    expect(matched(['Harry Kane'], twoKanes)).toEqual({});
    const teamAndPlayer = {
      teams: [aTeam({ id: 't:ferrari', sport: 'motorsport', name: 'Ferrari' })],
      players: [aPlayer({ id: 'p:ferrari', name: 'Ferrari' })],
    };
    expect(matched(['Ferrari'], teamAndPlayer)).toEqual({});
    // one team reached by its name and its short name at once is still one team
    const sameTeamTwice = { teams: [aTeam({ id: 't:ajax', name: 'Ajax', shortName: 'AJAX' })], players: [] };
    expect(matched(['Ajax'], sameTeamTwice)).toEqual({ Ajax: 't:ajax' });
  });

  test('nothing to match: empty names and no candidates', () => {
    expect(matched(['', '   '])).toEqual({});
    expect(matched(['Harry Kane'], { teams: [], players: [] })).toEqual({});
  });
});
