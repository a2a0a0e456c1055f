import { describe, expect, test } from '@jest/globals';
import { readConll2003, readEuropeana, readGermEval, readHipe, tagSpans } from './gold-readers';

describe('tagSpans', () => {
  test('reads IOB1, BIO and IO alike: B- opens, I- continues the same label', () => {
    expect(tagSpans(['I-PER', 'I-PER', 'O', 'I-LOC', 'B-LOC', 'I-ORG'])).toEqual([
      { from: 0, to: 2, label: 'PER' },
      { from: 3, to: 4, label: 'LOC' },
      { from: 4, to: 5, label: 'LOC' },
      { from: 5, to: 6, label: 'ORG' },
    ]);
  });
});

describe('readConll2003', () => {
  // The stored copy has its first -DOCSTART- at the end of the file and no final newline.
  const sample = [
    'SOCCER NN I-NP O',
    '- : O O',
    'JAPAN NNP I-NP I-LOC',
    'WIN NNP I-NP O',
    '',
    'Nadim NNP I-NP I-PER',
    'Ladki NNP I-NP I-PER',
    'joined VBD I-VP O',
    'Asian JJ I-NP I-MISC',
    'Cup NNP I-NP I-MISC',
    ', , O O',
    'U.S. NNP I-NP I-LOC',
    'officials NNS I-NP O',
    '. . O O',
    '',
    '-DOCSTART- -X- -X- O',
    '',
    'Bre-X NNP I-NP I-ORG',
    'rose VBD I-VP O',
  ].join('\n');

  test('one unit per document, sentences on lines, MISC neutral', () => {
    const units = readConll2003(sample);
    expect(units).toHaveLength(2);
    expect(units[0]?.text).toBe('SOCCER - JAPAN WIN\nNadim Ladki joined Asian Cup, U.S. officials.');
    expect(units[0]?.entities).toEqual([
      { text: 'JAPAN', type: 'LOC' },
      { text: 'Nadim Ladki', type: 'PER' },
      { text: 'U.S.', type: 'LOC' },
    ]);
    expect(units[0]?.neutral).toEqual(['Asian Cup']);
    expect(units[1]?.entities).toEqual([{ text: 'Bre-X', type: 'ORG' }]);
  });
});

describe('readGermEval', () => {
  const sample = [
    '#\thttp://www.welt.de/x\t[2009-10-23]\t',
    '1\tDer\tO\tO',
    '2\tFC\tB-ORG\tO',
    '3\tKickers\tI-ORG\tO',
    '4\tDarmstadt\tI-ORG\tB-LOC',
    '5\tund\tO\tO',
    '6\tdeutsche\tB-LOCderiv\tO',
    '7\tMecklenburg-\tB-LOC\tO',
    '8\tVorpommern\tI-LOC\tO',
    '9\t.\tO\tO',
    '',
    '#\tspiegel vom 01.02.2009\t[2009-02-01]\t',
    '1\tMerkel\tB-PER\tO',
    '2\tlacht\tO\tO',
    '',
  ].join('\n');

  test('one unit per sentence; outer PER/ORG/LOC scored, deriv/part and nested neutral', () => {
    const units = readGermEval(sample);
    expect(units.map((u) => u.text)).toEqual(['Der FC Kickers Darmstadt und deutsche Mecklenburg-Vorpommern.', 'Merkel lacht']);
    expect(units[0]?.entities).toEqual([
      { text: 'FC Kickers Darmstadt', type: 'ORG' },
      { text: 'Mecklenburg-Vorpommern', type: 'LOC' },
    ]);
    expect(units[0]?.neutral).toEqual(['deutsche', 'Darmstadt']);
    expect(units[1]?.entities).toEqual([{ text: 'Merkel', type: 'PER' }]);
  });
});

describe('readHipe', () => {
  const header = 'TOKEN\tNE-COARSE-LIT\tNE-COARSE-METO\tNE-FINE-LIT\tNE-FINE-METO\tNE-FINE-COMP\tNE-NESTED\tNEL-LIT\tNEL-METO\tMISC';
  const row = (token: string, coarse: string, nested: string, misc: string): string =>
    [token, coarse, 'O', 'O', 'O', 'O', nested, '_', '_', misc].join('\t');
  const sample = [
    header,
    '# language = fr',
    '# newspaper = GDL',
    '# date = 1900-01-01',
    '# document_id = GDL-1900-01-01-a-i0001',
    row('M', 'B-pers', 'O', 'NoSpaceAfter'),
    row('.', 'I-pers', 'O', '_'),
    row('Ador', 'I-pers', 'O', '_'),
    row('à', 'O', 'O', '_'),
    row('Genève', 'B-loc', 'O', 'NoSpaceAfter'),
    row(',', 'O', 'O', '_'),
    row('1900', 'B-time', 'O', 'NoSpaceAfter'),
    row('.', 'O', 'O', 'PySBDSegment'),
    row('#', 'O', 'O', '_'),
    '# document_id = GDL-1900-01-01-a-i0002',
    row('Conseil', 'B-org', 'O', '_'),
    row('de', 'I-org', 'O', '_'),
    row('Genève', 'I-org', 'B-loc', 'PySBDSegment'),
  ].join('\n');

  test('one unit per document; pers/org/loc scored, time and nested neutral; # can be a token', () => {
    const units = readHipe(sample);
    expect(units.map((u) => u.id)).toEqual(['GDL-1900-01-01-a-i0001', 'GDL-1900-01-01-a-i0002']);
    expect(units[0]?.text).toBe('M. Ador à Genève, 1900.\n#');
    expect(units[0]?.entities).toEqual([
      { text: 'M. Ador', type: 'PER' },
      { text: 'Genève', type: 'LOC' },
    ]);
    expect(units[0]?.neutral).toEqual(['1900']);
    expect(units[1]?.entities).toEqual([{ text: 'Conseil de Genève', type: 'ORG' }]);
    expect(units[1]?.neutral).toEqual(['Genève']);
  });
});

describe('readEuropeana', () => {
  test('IO runs as spans, cut into chunks after a full stop', () => {
    const sample = ['Le O', 'général O', 'Chanzy I-PER', 'à O', 'Rennes I-LOC', '. O', '#ne O', 'Paris I-LOC', 'Orléans I-LOC', '. O'].join(
      '\n',
    );
    const units = readEuropeana(sample, 3);
    expect(units.map((u) => u.text)).toEqual(['Le général Chanzy à Rennes.', '#ne Paris Orléans.']);
    expect(units[0]?.entities).toEqual([
      { text: 'Chanzy', type: 'PER' },
      { text: 'Rennes', type: 'LOC' },
    ]);
    // IO cannot separate adjacent names of one type: they come out as one span.
    expect(units[1]?.entities).toEqual([{ text: 'Paris Orléans', type: 'LOC' }]);
  });
});
