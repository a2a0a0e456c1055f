import { searchKey } from '@newsdesk/core/sports/sports-search';

/**
 * The form of a name that team and player search compares: core's searchKey (lower case, no
 * diacritics: "zurich" finds "FC Zürich"), plus the letters that are not a base letter with a
 * mark and that PostgreSQL's unaccent also folds (ß, ø, ł, æ …). The adapter stores it beside the
 * name (`search_name`) and folds the query the same way, so one trigram index serves the search.
 * Done here rather than with `unaccent` in SQL: that function is not immutable, so it cannot feed
 * an index, and this keeps one definition for the stored and the searched side.
 */
const LETTERS: Record<string, string> = { ß: 'ss', ø: 'o', đ: 'd', ð: 'd', ł: 'l', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ħ: 'h' };

export const foldForSearch = (text: string): string =>
  searchKey(text.normalize('NFKD'))
    .replace(/[ßøđðłæœıþħ]/g, (c) => LETTERS[c] ?? c)
    .replace(/\s+/g, ' ');
