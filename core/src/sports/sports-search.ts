/**
 * Name matching for the team and player search (POST /api/sports/statistics/search): accent- and
 * case-insensitive, so that "zurich" finds "FC Zürich" and "loic" finds "Loïc". Adapters that
 * search in the database (PostgreSQL: unaccent + lower) rank the same way.
 */

/** Lower case without diacritics: `Zürich` → `zurich`, `Loïc` → `loic`. */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * 0 = the name starts with the query, 1 = a word of it does, 2 = it contains the query,
 * null = no match. Lower is better; ties go by name.
 */
export const searchRank = (name: string, query: string): 0 | 1 | 2 | null => {
  const n = searchKey(name);
  const q = searchKey(query);
  if (!q || !n.includes(q)) return null;
  if (n.startsWith(q)) return 0;
  return n.split(/[\s\-'’.]+/).some((word) => word.startsWith(q)) ? 1 : 2;
};
