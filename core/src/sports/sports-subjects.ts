/**
 * Which team or player of the sports data an entity chip of a document names (the document
 * viewer links such chips to Statistics, ADR 0030). Pure: the candidates come from the provider
 * (`teamsAndPlayersNamed`), this decides. A name links only when it is the whole name of exactly
 * one team or one player: a chip that is merely part of a name ("Bayern") or that two subjects
 * share links nowhere, because a wrong table is worse than none.
 */
import type { Player, Team } from './sports.types';
import { searchKey } from './sports-search';

/** Letters that are not a base letter with a mark but fold all the same (as the search's fold). */
const LETTERS: Record<string, string> = { ß: 'ss', ø: 'o', đ: 'd', ð: 'd', ł: 'l', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ħ: 'h' };

/**
 * The form two spellings of one name share: case, diacritics, ß/ø/…, dots, hyphens, apostrophes and
 * spacing do not count ("FC Bayern München" = "fc bayern munchen", "St.-Pauli" = "St Pauli").
 */
export const sportsNameKey = (text: string): string =>
  searchKey(text.normalize('NFKD'))
    .replace(/[ßøđðłæœıþħ]/g, (c) => LETTERS[c] ?? c)
    .replace(/[.\-'’`´‐‑–—]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export type SportsSubjectMatch = { type: 'team'; team: Team } | { type: 'player'; player: Player };

/** The names a team goes by in the data: its name and its short name (openfootball: without FC/CF/AFC). */
const teamKeys = (team: Team): string[] => [team.name, team.shortName].filter((n): n is string => !!n).map(sportsNameKey);

/** A player by full name, as given or as first and last name. */
const playerKeys = (player: Player): string[] =>
  [player.name, player.firstName && player.lastName ? `${player.firstName} ${player.lastName}` : null]
    .filter((n): n is string => !!n)
    .map(sportsNameKey);

/**
 * For each name, the one team or player it names; names that match nothing, or more than one
 * subject (two teams, two players, or a team and a player), are left out.
 */
export const matchSportsSubjects = (
  names: readonly string[],
  candidates: { teams: Team[]; players: Player[] },
): Map<string, SportsSubjectMatch> => {
  const byKey = new Map<string, Map<string, SportsSubjectMatch>>();
  const add = (key: string, id: string, match: SportsSubjectMatch) => {
    if (key === '') return;
    const found = byKey.get(key) ?? new Map<string, SportsSubjectMatch>();
    found.set(id, match);
    byKey.set(key, found);
  };
  for (const team of candidates.teams) for (const key of teamKeys(team)) add(key, `team:${team.id}`, { type: 'team', team });
  for (const player of candidates.players)
    for (const key of playerKeys(player)) add(key, `player:${player.id}`, { type: 'player', player });
  const matches = new Map<string, SportsSubjectMatch>();
  for (const name of names) {
    const found = byKey.get(sportsNameKey(name));
    if (found?.size === 1) matches.set(name, [...found.values()][0]!);
  }
  return matches;
};
