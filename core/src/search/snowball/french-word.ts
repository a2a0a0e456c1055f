import { vowels } from './regions';

/** The French vowels; the markers U, I, Y and H are not among them. */
export const isFrenchVowel = vowels('aeiouyâàëéêèïîôûù');

/** A word being stemmed, with the starts of its regions RV, R1 and R2. */
export interface FrenchWord {
  w: string;
  pV: number;
  p1: number;
  p2: number;
}
