import { describe, expect, test } from '@jest/globals';
import { stemGerman } from './german';

const pairs = (text: string): [string, string][] => {
  const t = text.trim().split(/\s+/);
  return Array.from({ length: t.length / 2 }, (_, i) => [t[2 * i]!, t[2 * i + 1]!]);
};

describe('stemGerman (Snowball German, as PostgreSQL german_stem)', () => {
  // the sample vocabulary of snowballstem.org/algorithms/german/stemmer.html
  test.each(
    pairs(`
      aufeinander aufeinand  aufeinanderbiss aufeinanderbiss  aufeinanderfolgenden aufeinanderfolg
      aufeinanderfolgt aufeinanderfolgt  aufeinanderfolgten aufeinanderfolgt
      aufeinanderschlügen aufeinanderschlug  aufenthaltes aufenthalt  auferstehung aufersteh
      auferstünde auferstund  auffa auffa  auffallender auffall  auffälligen auffall
      auffaßt auffasst  auffassung auffass  auffassungsvermögen auffassungsvermog
      kategorien kategori  kategorischen kategor  kater kat  katerliede katerlied  käthchen kathch
      kathinka kathinka  katholik kathol  kattunhalstücher kattunhalstuch  kätzchens katzch
      katzenschmer katzenschm  katzenwürde katzenwurd  kätzin katzin  kätzlein katzlein
      kauen kau  kauerte kauert  käufer kauf  kaufleute kaufleut  käuflich kauflich
    `),
  )('%s → %s', (word, stem) => expect(stemGerman(word)).toBe(stem));

  // the rules' own examples on the same page
  test.each(
    pairs(`
      ackers ack  äckern ack  armes arm  bedürfnissen bedurfnis  derbsten derb  quelle quell  feuer feu
      holen hol  hole hol  holest hol  holt holt
    `),
  )('%s → %s', (word, stem) => expect(stemGerman(word)).toBe(stem));

  test('ß, umlauts and their ASCII spellings meet', () => {
    expect(stemGerman('straße')).toBe(stemGerman('strasse'));
    expect(stemGerman('österreich')).toBe('osterreich');
    expect(stemGerman('oesterreich')).toBe('osterreich');
    expect(stemGerman('österreichischen')).toBe('osterreich');
    expect(stemGerman('ärzte')).toBe(stemGerman('aerzte'));
  });

  test('-erin/-erinnen, -eln/-elns and -system', () => {
    expect(stemGerman('lehrerin')).toBe('lehr');
    expect(stemGerman('lehrerinnen')).toBe('lehr');
    expect(stemGerman('wandeln')).toBe('wandel');
    expect(stemGerman('handelns')).toBe('handel');
    expect(stemGerman('systemen')).toBe('system');
  });

  test('words shorter than three letters only lose their umlauts', () => {
    expect(stemGerman('öl')).toBe('ol');
    expect(stemGerman('es')).toBe('es');
  });

  // Checked against PostgreSQL 18: its Snowball predates Snowball 3's removal of -et.
  test('-et stays, as in PostgreSQL', () => {
    expect(stemGerman('findet')).toBe('findet');
    expect(stemGerman('berichtete')).toBe('berichtet');
  });
});
