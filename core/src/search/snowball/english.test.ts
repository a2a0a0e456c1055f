import { describe, expect, test } from '@jest/globals';
import { stemEnglish } from './english';

/** "word stem" pairs, whitespace-separated. */
const pairs = (text: string): [string, string][] => {
  const t = text.trim().split(/\s+/);
  return Array.from({ length: t.length / 2 }, (_, i) => [t[2 * i]!, t[2 * i + 1]!]);
};

describe('stemEnglish (Snowball Porter2, as PostgreSQL english_stem)', () => {
  // the sample vocabulary of snowballstem.org/algorithms/english/stemmer.html
  test.each(
    pairs(`
      consign consign  consigned consign  consigning consign  consignment consign  consisted consist
      consistency consist  consistently consist  consisteth consisteth  consistory consistori
      consolation consol  consolatory consolatori  consoler consol  consolidated consolid
      consolingly consol  consonancy conson  consortest consortest  conspectuities conspectu
      conspicuously conspicu  conspiracy conspiraci  conspirant conspir  knackeries knackeri
      knapp knapp  knave knave  knavery knaveri  knaves knave  kneaded knead  kneeling kneel
      knees knee  knelled knell  knewest knewest  knicknacks knicknack  knife knife  knightly knight
      knighthoods knighthood  knightsbridge knightsbridg  knitted knit
    `),
  )('%s → %s', (word, stem) => expect(stemEnglish(word)).toBe(stem));

  // the rules' own examples on the same page
  test.each(
    pairs(`
      generate generat  generated generat  general general  generally general  generic generic
      generous generous  ties tie  cries cri  gas gas  this this  gaps gap  kiwis kiwi
      hopping hop  hoping hope  luxuriating luxuri  skies sky  sky sky  news news  howe howe
      dying die  lying lie  idly idl  only onli  herring herring  succeed succeed  proceeds proceed
      cry cri  by by  say say  bed bed  nationally nation  government govern  governance govern
    `),
  )('%s → %s', (word, stem) => expect(stemEnglish(word)).toBe(stem));

  test('words of one or two letters stay as they are', () => {
    expect(stemEnglish('as')).toBe('as');
    expect(stemEnglish('is')).toBe('is');
  });

  test("apostrophes: a leading one goes, 's and ' at the end go", () => {
    expect(stemEnglish("'tis")).toBe('tis');
    expect(stemEnglish("dog's")).toBe('dog');
    expect(stemEnglish("dogs'")).toBe('dog');
  });

  // Checked against PostgreSQL 18: its Snowball predates these Snowball 3 rules.
  test('the Snowball 3 additions PostgreSQL does not have', () => {
    expect(stemEnglish('psychologist')).toBe('psychologist');
    expect(stemEnglish('evening')).toBe('even');
    expect(stemEnglish('university')).toBe('univers');
    expect(stemEnglish('pasted')).toBe('past');
    expect(stemEnglish('vying')).toBe('vy');
    expect(stemEnglish('skis')).toBe('ski');
    // but this one it has: no undoubling after exactly a, e or o
    expect(stemEnglish('added')).toBe('add');
    expect(stemEnglish('erred')).toBe('err');
  });
});
