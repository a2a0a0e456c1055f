import { describe, expect, test } from '@jest/globals';
import { positionName } from './position-names';

describe('players’ positions in the reader’s language', () => {
  test.each([
    ['Forward', 'de', 'Stürmer'],
    ['Forward', 'fr', 'Attaquant'],
    ['Goalkeeper', 'de-CH', 'Torwart'],
    ['GK', 'fr', 'Gardien de but'],
    ['Centre-Back', 'de', 'Innenverteidiger'],
    ['center back', 'fr', 'Défenseur central'],
    ['Midfielder', 'en', 'Midfielder'],
    ['MF', 'en', 'Midfielder'],
    ['Left Winger', 'de', 'Linksaußen'],
  ])('%s in %s is %s', (position, language, expected) => {
    expect(positionName(position, language)).toBe(expected);
  });

  test('a position no rule knows, and any other language, keep the data’s word or English', () => {
    expect(positionName('Libero', 'de')).toBe('Libero');
    expect(positionName('Forward', 'it')).toBe('Forward');
    expect(positionName('Forward', undefined)).toBe('Forward');
  });
});
