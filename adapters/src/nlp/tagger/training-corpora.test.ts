import { describe, expect, test } from '@jest/globals';
import { jsonObjects, readColumns, readGermEvalTraining, readHipeTraining, readSmartData, toBio, wnutType } from './training-corpora';

describe('toBio', () => {
  test('IO and IOB1 runs get their B-, other types become O', () => {
    expect(toBio(['I-PER', 'I-PER', 'O', 'I-LOC', 'I-MISC'], (l) => (l === 'MISC' ? undefined : (l as 'PER')))).toEqual([
      'B-PER',
      'I-PER',
      'O',
      'B-LOC',
      'O',
    ]);
    expect(toBio(['B-ORG', 'I-PER'], (l) => l as 'PER')).toEqual(['B-ORG', 'B-PER']);
  });
});

describe('corpus readers', () => {
  test('WNUT-17 types map to PER/ORG/LOC, products to O', () => {
    const [s] = readColumns('Apple\tB-corporation\niPhone\tB-product\nin\tO\nParis\tB-location\n', {
      tokenColumn: 0,
      tagColumn: 1,
      separator: /\t/,
      typeOf: wnutType,
    });
    expect(s?.tags).toEqual(['B-ORG', 'O', 'O', 'B-LOC']);
  });

  test('GermEval: deriv, part and OTH are O', () => {
    const content = '#\tsource\n1\tdeutsche\tB-LOCderiv\tO\n2\tBank\tO\tO\n3\tin\tO\tO\n4\tBerlin\tB-LOC\tO\n\n';
    expect(readGermEvalTraining(content)).toEqual([{ words: ['deutsche', 'Bank', 'in', 'Berlin'], tags: ['O', 'O', 'O', 'B-LOC'] }]);
  });

  test('HIPE: coarse literal column, sentences at EndOfSentence', () => {
    const row = (t: string, tag: string, misc = '_'): string => [t, tag, '_', '_', '_', '_', '_', '_', '_', misc].join('\t');
    const content = [
      'TOKEN\tNE-COARSE-LIT',
      '# document_id = d1',
      row('M.', 'O'),
      row('Ador', 'B-PER', 'EndOfSentence'),
      row('Genève', 'B-LOC'),
    ].join('\n');
    expect(readHipeTraining(content)).toEqual([
      { words: ['M.', 'Ador'], tags: ['O', 'B-PER'] },
      { words: ['Genève'], tags: ['B-LOC'] },
    ]);
  });

  test('SmartData: concatenated JSON objects, tokens from character offsets', () => {
    const doc = (text: string, tokens: [number, number, string][]) =>
      JSON.stringify(
        {
          text: { string: text },
          sentences: {
            array: [{ tokens: { array: tokens.map(([start, end, ner]) => ({ span: { start, end }, ner: { string: ner } })) } }],
          },
        },
        null,
        2,
      );
    const content = `${doc('Siemens in Köln', [
      [0, 7, 'B-ORGANIZATION_COMPANY'],
      [8, 10, 'O'],
      [11, 15, 'B-LOCATION_CITY'],
    ])}\n${doc('A1 {x}', [[0, 2, 'B-LOCATION_ROUTE']])}`;
    expect(jsonObjects(content)).toHaveLength(2);
    expect(readSmartData(content)).toEqual([
      { words: ['Siemens', 'in', 'Köln'], tags: ['B-ORG', 'O', 'B-LOC'] },
      { words: ['A1'], tags: ['O'] },
    ]);
  });
});
