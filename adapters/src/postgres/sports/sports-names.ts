import type { Player, Team } from '@newsdesk/core/sports/sports.types';
import { PLAYER, TEAM } from './sport-readers';
import { foldForSearch } from './sports-search-fold';
import { likeEscape, textArray, type Sql } from './sports-sql';

/**
 * The candidates for a document's entity names (ADR 0030): for each name, the first `perName`
 * teams and players whose folded name contains it, all names in one statement per table. The
 * lateral subquery probes the trigram index once per name, shortest names first (a whole-name
 * match is the shortest name containing it, so the cap never drops it); core picks those matches.
 */
const NAMED = (table: 'sport_team' | 'sport_player', alias: 't' | 'p', columns: string) => `select ${columns} from ${table} ${alias}
  where ${alias}.id in (select hit.id from unnest(?::text[]) as n(pattern)
    cross join lateral (select s.id from ${table} s where s.search_name like n.pattern order by length(s.search_name), s.name, s.id limit ?) hit)
  order by ${alias}.name, ${alias}.id`;

export const teamsAndPlayersNamed = async (sql: Sql, names: string[], perName: number): Promise<{ teams: Team[]; players: Player[] }> => {
  const patterns = [...new Set(names.map(foldForSearch).filter((name) => name !== ''))].map((name) => `%${likeEscape(name)}%`);
  if (patterns.length === 0 || perName <= 0) return { teams: [], players: [] };
  const params = [textArray(patterns), perName];
  const [teams, players] = await Promise.all([
    sql<Team>(NAMED('sport_team', 't', TEAM), params),
    sql<Player>(NAMED('sport_player', 'p', PLAYER), params),
  ]);
  return { teams, players };
};
