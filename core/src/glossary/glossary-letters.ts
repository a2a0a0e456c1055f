import { OTHER_LETTER, type GlossaryLetter } from './glossary.types';

// Letters that Unicode does not decompose into a base letter plus marks.
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  þ: 'th',
  Þ: 'th',
};

/**
 * Lower case without accents: "Émile Zürich" → "emile zurich", "Straße" → "strasse". Used for
 * the letter bar, title sorting and search, so German and French titles land where readers look.
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßẞæÆœŒøØłŁđĐþÞ]/g, (c) => SPECIAL_FOLDS[c] ?? c)
    .toLowerCase();

/** Where a title is filed in the letter bar: Ä under A, É under E, ß under S, digits and the rest under #. */
export const letterOf = (title: string): GlossaryLetter => {
  const first = foldText(title.trim()).charAt(0);
  return first >= 'a' && first <= 'z' ? first.toUpperCase() : OTHER_LETTER;
};

/** The order of the "title" sort: folded, with spacing squeezed, so "Ökonomie" sorts among the O's. */
export const titleKey = (title: string): string => foldText(title).trim().replace(/\s+/g, ' ');

/** A letter from the outside (query, body), or null when it is not one of the bar's letters. */
export const parseLetter = (value: string): GlossaryLetter | null => {
  const trimmed = value.trim();
  if (trimmed === OTHER_LETTER) return OTHER_LETTER;
  if ([...trimmed].length !== 1) return null;
  const folded = letterOf(trimmed);
  return folded === OTHER_LETTER ? null : folded;
};

/** The words of a search, folded; an item matches when its folded text contains every one. */
export const searchWords = (text: string | undefined): string[] =>
  foldText(text ?? '')
    .split(/\s+/)
    .filter(Boolean);
