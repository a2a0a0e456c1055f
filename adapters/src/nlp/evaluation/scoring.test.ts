import { describe, expect, test } from '@jest/globals';
import type { GoldUnit } from './gold-readers';
import { emptyBoard, normalizeName, precisionRecallF1, scoreUnit, totalTally } from './scoring';

describe('normalizeName', () => {
  test('ignores case, punctuation, a leading article and titles', () => {
    expect(normalizeName('The U.S.', 'en')).toBe('u s');
    expect(normalizeName('M. Ador', 'fr')).toBe('ador');
    expect(normalizeName("l'Élysée", 'fr')).toBe('élysée');
    expect(normalizeName('Herr Müller', 'de')).toBe(normalizeName('Müller', 'de'));
  });

  test('German case endings match the nominative', () => {
    expect(normalizeName('Deutschen Bank', 'de')).toBe(normalizeName('Deutsche Bank', 'de'));
    expect(normalizeName('Merkels', 'de')).toBe(normalizeName('Merkel', 'de'));
  });
});

describe('scoreUnit', () => {
  const unit: GoldUnit = {
    id: 'u1',
    text: '…',
    entities: [
      { text: 'Angela Merkel', type: 'PER' },
      { text: 'Merkel', type: 'PER' },
      { text: 'canton de Vaud', type: 'LOC' },
      { text: 'Siemens', type: 'ORG' },
    ],
    neutral: ['Bundesliga'],
  };

  test('exact matches per distinct name; neutral spans neither rewarded nor penalised', () => {
    const board = emptyBoard();
    scoreUnit(
      unit,
      [
        { name: 'Angela Merkel', kind: 'person', method: 'gazetteer' },
        { name: 'Vaud', kind: 'location', method: 'gazetteer' },
        { name: 'Siemens', kind: 'location', method: 'library' },
        { name: 'Bundesliga', kind: 'organization', method: 'cue' },
      ],
      'fr',
      board,
    );
    expect(board.byType.PER).toMatchObject({ gold: 2, predicted: 1, correct: 1 });
    expect(board.byType.LOC).toMatchObject({ gold: 1, predicted: 2, correct: 0 });
    expect(board.byType.ORG).toMatchObject({ gold: 1, predicted: 0, correct: 0 });
    expect(board.neutral).toBe(1);
    expect(board.byMethod.gazetteer).toMatchObject({ predicted: 2, correct: 1 });
    expect(board.byMethod.library).toMatchObject({ predicted: 1, correct: 0 });

    const strict = precisionRecallF1(totalTally(board));
    expect(strict.precision).toBeCloseTo(1 / 3);
    expect(strict.recall).toBeCloseTo(1 / 4);
    // Lenient: "Vaud" lies inside "canton de Vaud", "Merkel" inside "Angela Merkel".
    const lenient = precisionRecallF1(totalTally(board), true);
    expect(lenient.precision).toBeCloseTo(2 / 3);
    expect(lenient.recall).toBeCloseTo(3 / 4);
  });
});
