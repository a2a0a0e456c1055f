/**
 * Small facts about one football match, shared by the tables, the championships and the views.
 */
import type { FootballMatch } from './sports.types';

/**
 * Who won the match, counting extra time and penalties; null while it has no result. A two-legged
 * tie is decided on aggregate, which this single-match view does not know: the second leg's
 * penalties (when there are any) do show who went through.
 */
export const matchWinner = (m: FootballMatch): 'home' | 'away' | 'draw' | null => {
  if ((m.status !== 'played' && m.status !== 'awarded') || m.fullTime === null) return null;
  const deciding = m.penalties ?? m.extraTime ?? m.fullTime;
  return deciding.home > deciding.away ? 'home' : deciding.home < deciding.away ? 'away' : 'draw';
};

/** Kick-off order; a match known only by its day goes after the others of that day. */
export const byKickoff = (a: FootballMatch, b: FootballMatch): number => {
  const ka = a.kickoff ?? `${a.date}T~`;
  const kb = b.kickoff ?? `${b.date}T~`;
  return ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * Groups matches by a key in play order: groups by their first match, matches by kick-off.
 * Used for rounds of a results list and for the stages and rounds of a championship.
 */
export const groupInPlayOrder = <K>(matches: FootballMatch[], key: (m: FootballMatch) => K): { key: K; matches: FootballMatch[] }[] => {
  const groups = new Map<K, FootballMatch[]>();
  for (const m of [...matches].sort(byKickoff)) groups.set(key(m), [...(groups.get(key(m)) ?? []), m]);
  return [...groups.entries()].map(([k, ms]) => ({ key: k, matches: ms }));
};
