import { describe, expect, test } from '@jest/globals';
import { stemFrench } from './french';

const pairs = (text: string): [string, string][] => {
  const t = text.trim().split(/\s+/);
  return Array.from({ length: t.length / 2 }, (_, i) => [t[2 * i]!, t[2 * i + 1]!]);
};

describe('stemFrench (Snowball French, as PostgreSQL french_stem)', () => {
  // the sample vocabulary of snowballstem.org/algorithms/french/stemmer.html
  test.each(
    pairs(`
      continua continu  continuait continu  continuation continu  continuellement continuel
      continuels continuel  continueront continu  continuité continu  continuons continuon
      continué continu  contorsions contors  contournait contourn  contours contour
      contractions contract  contractée contract  contradictoirement contradictoir
      contraindre contraindr  contraintes contraint  contraria contrari  mains main
      maintenaient mainten  maintenir mainten  maintenue maintenu  maintien maintien
      maintint maintint  mairie mair  mais mais  maisons maison  majestueusement majestu
      majestueux majestu  majesté majest  majeure majeur  majordomes majordom  majorités major
      malacca malacc  maladie malad  maladive malad  maladresses maladress  maladroitement maladroit
    `),
  )('%s → %s', (word, stem) => expect(stemFrench(word)).toBe(stem));

  // the rules' own examples on the same page
  test.each(
    pairs(`
      jouer jou  ennuie ennui  yeux yeux  quand quand  aimer aim  adorer ador  voler vol
      fameusement fameux  chevaux cheval  journaux journal  bateaux bateau
    `),
  )('%s → %s', (word, stem) => expect(stemFrench(word)).toBe(stem));

  test('elided articles and pronouns go', () => {
    expect(stemFrench("l'avion")).toBe('avion');
    expect(stemFrench("qu'il")).toBe('il');
    expect(stemFrench("l'")).toBe("l'");
  });

  test('a diaeresis is kept', () => {
    expect(stemFrench('naïve')).toBe('naïv');
    expect(stemFrench('noël')).toBe('noël');
  });

  // Checked against PostgreSQL 18: its Snowball predates these Snowball 3 rules.
  test('the Snowball 3 additions PostgreSQL does not have', () => {
    expect(stemFrench('palais')).toBe('pal');
    expect(stemFrench('française')).toBe('français');
    expect(stemFrench('bijoux')).toBe('bijoux');
    expect(stemFrench('nier')).toBe('ni');
  });
});
