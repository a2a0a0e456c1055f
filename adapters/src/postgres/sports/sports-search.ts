import type { Player, Team } from '@newsdesk/core/sports/sports.types';
import { PLAYER, TEAM } from './sport-readers';
import { foldForSearch } from './sports-search-fold';
import { likeEscape, type Sql } from './sports-sql';

/**
 * Ranked as core's searchRank: the name starts with the query, then a word of it does (words
 * split at spaces, hyphens, apostrophes and dots), then it contains the query; ties by name.
 * `search_name` is folded by ./sports-search-fold.ts and trigram-indexed, so "contains" is fast.
 */
const RANKED = (alias: string) => `order by case when ${alias}.search_name like ? then 0
    when ' ' || translate(${alias}.search_name, '-''’.', '    ') like ? then 1 else 2 end,
  ${alias}.name, ${alias}.id limit ?`;

export const searchTeamsAndPlayers = async (sql: Sql, query: string, limit: number): Promise<{ teams: Team[]; players: Player[] }> => {
  const folded = foldForSearch(query);
  if (folded === '' || limit <= 0) return { teams: [], players: [] };
  const literal = likeEscape(folded);
  const params = [`%${literal}%`, `${literal}%`, `% ${literal}%`, limit];
  const [teams, players] = await Promise.all([
    sql<Team>(`select ${TEAM} from sport_team t where t.search_name like ? ${RANKED('t')}`, params),
    sql<Player>(`select ${PLAYER} from sport_player p where p.search_name like ? ${RANKED('p')}`, params),
  ]);
  return { teams, players };
};
