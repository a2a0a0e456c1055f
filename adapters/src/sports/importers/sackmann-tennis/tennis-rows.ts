import type { Player, TennisAssociation, TennisMatch, TennisRankingEntry, TennisTournament } from '@newsdesk/core/sports/sports.types';
import { cell, intCell, type CsvRow } from '../shared/read-csv';

/** Sackmann writes days as `20241230`; unknown parts as `00` (`19850000`) — no day then. */
export const dayOf = (yyyymmdd: string | null): string | null => {
  if (!yyyymmdd || !/^\d{8}$/.test(yyyymmdd)) return null;
  const day = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
};

const prefix = (association: TennisAssociation) => `sackmann:${association.toLowerCase()}`;
export const tennisPlayerId = (association: TennisAssociation, playerId: string) => `${prefix(association)}:${playerId}`;
export const tournamentId = (association: TennisAssociation, tourneyId: string) => `${prefix(association)}:tournament:${tourneyId}`;

/** A row of `atp_players.csv`. */
export const playerOfRow = (association: TennisAssociation, row: CsvRow): Player => {
  const firstName = cell(row, 'name_first');
  const lastName = cell(row, 'name_last');
  const hand = cell(row, 'hand');
  return {
    id: tennisPlayerId(association, row.player_id!),
    sport: 'tennis',
    name: [firstName, lastName].filter(Boolean).join(' ') || `#${row.player_id}`,
    firstName,
    lastName,
    nationality: cell(row, 'ioc'),
    birthDate: dayOf(cell(row, 'dob')),
    hand,
    heightCm: intCell(row, 'height'),
    teamId: null,
    position: null,
    number: null,
  };
};

/** A player known only from a match row (no players file beside the matches file). */
export const playerOfMatchRow = (association: TennisAssociation, row: CsvRow, side: 'winner' | 'loser'): Player => ({
  id: tennisPlayerId(association, row[`${side}_id`]!),
  sport: 'tennis',
  name: cell(row, `${side}_name`) ?? `#${row[`${side}_id`]}`,
  firstName: null,
  lastName: null,
  nationality: cell(row, `${side}_ioc`),
  birthDate: null,
  hand: cell(row, `${side}_hand`),
  heightCm: intCell(row, `${side}_ht`),
  teamId: null,
  position: null,
  number: null,
});

/** A row of `atp_rankings_*.csv` (WTA adds `tours`, the tournaments counted). */
export const rankingOfRow = (association: TennisAssociation, row: CsvRow): TennisRankingEntry | null => {
  const rankingDate = dayOf(cell(row, 'ranking_date'));
  const rank = intCell(row, 'rank');
  const player = cell(row, 'player');
  if (!rankingDate || rank === null || !player) return null;
  return {
    association,
    rankingDate,
    rank,
    playerId: tennisPlayerId(association, player),
    points: intCell(row, 'points') ?? 0,
    tournamentsPlayed: intCell(row, 'tours'),
  };
};

/** The season of a tournament: the year its id starts with (`2024-0339`), else the year of its first day. */
const seasonOfTourney = (tourneyId: string, startsOn: string) => /^(\d{4})-/.exec(tourneyId)?.[1] ?? startsOn.slice(0, 4);

/** The tournament a match row belongs to (every row repeats it). */
export const tournamentOfRow = (association: TennisAssociation, row: CsvRow): TennisTournament | null => {
  const tourneyId = cell(row, 'tourney_id');
  const startsOn = dayOf(cell(row, 'tourney_date'));
  if (!tourneyId || !startsOn) return null;
  return {
    id: tournamentId(association, tourneyId),
    association,
    seasonId: seasonOfTourney(tourneyId, startsOn),
    name: cell(row, 'tourney_name') ?? tourneyId,
    surface: cell(row, 'surface'),
    level: cell(row, 'tourney_level') ?? '',
    startsOn,
    drawSize: intCell(row, 'draw_size'),
  };
};

export const matchOfRow = (association: TennisAssociation, row: CsvRow): TennisMatch | null => {
  const tourneyId = cell(row, 'tourney_id');
  const matchNum = cell(row, 'match_num');
  const winner = cell(row, 'winner_id');
  const loser = cell(row, 'loser_id');
  if (!tourneyId || !matchNum || !winner || !loser) return null;
  return {
    id: `${prefix(association)}:match:${tourneyId}:${matchNum}`,
    tournamentId: tournamentId(association, tourneyId),
    round: cell(row, 'round') ?? '',
    winnerId: tennisPlayerId(association, winner),
    loserId: tennisPlayerId(association, loser),
    score: cell(row, 'score') ?? '',
    bestOf: intCell(row, 'best_of'),
    minutes: intCell(row, 'minutes'),
  };
};
