import { isFrenchVowel as isVowel, type FrenchWord } from './french-word';
import { longestSuffix, replaceEnd } from './regions';

/**
 * Step 1 of the Snowball French stemmer: standard suffix removal. `done` is false when step 2
 * (verb suffixes) must run next: nothing was removed, or the suffix was -ment/-ments/-amment/
 * -emment, whose replacement is kept (`w`) all the same.
 */
export interface StandardSuffixResult {
  w: string;
  done: boolean;
}

const GROUPS: [string[], string][] = [
  [['ance', 'iqUe', 'isme', 'able', 'iste', 'eux', 'ances', 'iqUes', 'ismes', 'ables', 'istes'], 'plain'],
  [['atrice', 'ateur', 'ation', 'atrices', 'ateurs', 'ations'], 'ateur'],
  [['logie', 'logies'], 'logie'],
  [['usion', 'ution', 'usions', 'utions'], 'ution'],
  [['ence', 'ences'], 'ence'],
  [['ement', 'ements'], 'ement'],
  [['ité', 'ités'], 'ite'],
  [['if', 'ive', 'ifs', 'ives'], 'if'],
  [['eaux'], 'eaux'],
  [['aux'], 'aux'],
  [['euse', 'euses'], 'euse'],
  [['issement', 'issements'], 'issement'],
  [['amment'], 'amment'],
  [['emment'], 'emment'],
  [['ment', 'ments'], 'ment'],
];
const KIND = new Map(GROUPS.flatMap(([suffixes, kind]) => suffixes.map((s) => [s, kind] as const)));
const SUFFIXES = [...KIND.keys()];

const fail = (w: string): StandardSuffixResult => ({ w, done: false });
const done = (w: string): StandardSuffixResult => ({ w, done: true });

/** Deletes a preceding `ic` in R2, or else writes it as `iqU`. */
const icToIqu = (stem: string, p2: number): string => {
  if (!stem.endsWith('ic')) return stem;
  return stem.length - 2 >= p2 ? stem.slice(0, -2) : `${stem.slice(0, -2)}iqU`;
};

const afterEment = (stem: string, { pV, p1, p2 }: FrenchWord): string => {
  const inner = longestSuffix(stem, ['iv', 'eus', 'abl', 'iqU', 'ièr', 'Ièr']);
  if (inner === null) return stem;
  const start = stem.length - inner.length;
  const rest = stem.slice(0, start);
  switch (inner) {
    case 'iv':
      if (start < p2) return stem;
      return rest.endsWith('at') && start - 2 >= p2 ? rest.slice(0, -2) : rest;
    case 'eus':
      return start >= p2 ? rest : start >= p1 ? `${rest}eux` : stem;
    case 'abl':
    case 'iqU':
      return start >= p2 ? rest : stem;
    default:
      return start >= pV ? `${rest}i` : stem;
  }
};

const afterIte = (stem: string, p2: number): string => {
  const inner = longestSuffix(stem, ['abil', 'ic', 'iv']);
  if (inner === null) return stem;
  const start = stem.length - inner.length;
  if (start >= p2) return stem.slice(0, start);
  if (inner === 'abil') return `${stem.slice(0, start)}abl`;
  if (inner === 'ic') return `${stem.slice(0, start)}iqU`;
  return stem;
};

export const standardSuffix = (word: FrenchWord): StandardSuffixResult => {
  const { w, pV, p1, p2 } = word;
  const suffix = longestSuffix(w, SUFFIXES);
  if (suffix === null) return fail(w);
  const start = w.length - suffix.length;
  const stem = w.slice(0, start);
  const inR2 = start >= p2;
  switch (KIND.get(suffix)) {
    case 'plain':
      return inR2 ? done(stem) : fail(w);
    case 'ateur':
      return inR2 ? done(icToIqu(stem, p2)) : fail(w);
    case 'logie':
      return inR2 ? done(`${stem}log`) : fail(w);
    case 'ution':
      return inR2 ? done(`${stem}u`) : fail(w);
    case 'ence':
      return inR2 ? done(`${stem}ent`) : fail(w);
    case 'ement':
      return start >= pV ? done(afterEment(stem, word)) : fail(w);
    case 'ite':
      return inR2 ? done(afterIte(stem, p2)) : fail(w);
    case 'if': {
      if (!inR2) return fail(w);
      if (!(stem.endsWith('at') && start - 2 >= p2)) return done(stem);
      return done(icToIqu(stem.slice(0, -2), p2));
    }
    case 'eaux':
      return done(replaceEnd(w, 4, 'eau'));
    case 'aux':
      return start >= p1 ? done(`${stem}al`) : fail(w);
    case 'euse':
      return inR2 ? done(stem) : start >= p1 ? done(`${stem}eux`) : fail(w);
    case 'issement': {
      const before = stem[stem.length - 1];
      return start >= p1 && before !== undefined && !isVowel(before) ? done(stem) : fail(w);
    }
    case 'amment':
      return fail(start >= pV ? `${stem}ant` : w);
    case 'emment':
      return fail(start >= pV ? `${stem}ent` : w);
    default: {
      // -ment after a vowel in RV: removed, then the verb steps still run
      const before = stem[stem.length - 1];
      return fail(before !== undefined && isVowel(before) && start - 1 >= pV ? stem : w);
    }
  }
};
