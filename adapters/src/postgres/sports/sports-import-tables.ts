import type { SportsImportBatch, SportsImportKind } from '@newsdesk/core/sports/sports.ports';
import { foldForSearch } from './sports-search-fold';

/**
 * How each kind of an import batch lands in its table: the columns with their PostgreSQL types
 * (as jsonb_to_recordset reads them), the key the upsert conflicts on, and the row of one item.
 */
export interface ImportTable<T> {
  table: string;
  columns: [name: string, type: string][];
  key: string[];
  row(item: T): Record<string, unknown>;
}

type Tables = { [K in SportsImportKind]: ImportTable<SportsImportBatch[K][number]> };

const TEXT = 'text';
const INT = 'int';
const DATE = 'date';
const INSTANT = 'timestamptz';
const JSONB = 'jsonb';

const cols = (spec: string): [string, string][] =>
  spec.split(',').map((c) => {
    const [name, type] = c.trim().split(':');
    return [name!, type ?? TEXT];
  });

export const IMPORT_TABLES: Tables = {
  competitions: {
    table: 'sport_competition',
    columns: cols('id, sport, name, country_code, kind, root_topic'),
    key: ['id'],
    row: (c) => ({ id: c.id, sport: c.sport, name: c.name, country_code: c.countryCode, kind: c.kind, root_topic: c.rootTopic }),
  },
  seasons: {
    table: 'sport_season',
    columns: [...cols('id, name'), ['starts_on', DATE], ['ends_on', DATE]],
    key: ['id'],
    row: (s) => ({ id: s.id, name: s.name, starts_on: s.startsOn, ends_on: s.endsOn }),
  },
  competitionSeasons: {
    table: 'sport_competition_season',
    columns: [...cols('id, competition_id, season_id, name'), ['tie_breakers', JSONB], ['point_adjustments', JSONB]],
    key: ['id'],
    row: (cs) => ({
      id: cs.id,
      competition_id: cs.competitionId,
      season_id: cs.seasonId,
      name: cs.name,
      tie_breakers: cs.tieBreakers,
      point_adjustments: cs.pointAdjustments,
    }),
  },
  teams: {
    table: 'sport_team',
    columns: cols('id, sport, name, short_name, country_code, venue, search_name'),
    key: ['id'],
    row: (t) => ({
      id: t.id,
      sport: t.sport,
      name: t.name,
      short_name: t.shortName,
      country_code: t.countryCode,
      venue: t.venue,
      search_name: foldForSearch(t.name),
    }),
  },
  players: {
    table: 'sport_player',
    columns: [
      ...cols('id, sport, name, first_name, last_name, nationality'),
      ['birth_date', DATE],
      ['hand', TEXT],
      ['height_cm', INT],
      ...cols('team_id, position'),
      ['number', INT],
      ['search_name', TEXT],
    ],
    key: ['id'],
    row: (p) => ({
      id: p.id,
      sport: p.sport,
      name: p.name,
      first_name: p.firstName,
      last_name: p.lastName,
      nationality: p.nationality,
      birth_date: p.birthDate,
      hand: p.hand,
      height_cm: p.heightCm,
      team_id: p.teamId,
      position: p.position,
      number: p.number,
      search_name: foldForSearch(p.name),
    }),
  },
  footballMatches: {
    table: 'football_match',
    columns: [
      ...cols('id, competition_season_id, round, stage'),
      ['kickoff', INSTANT],
      ['date', DATE],
      ...cols('home_team_id, away_team_id, status'),
      ...cols(
        'full_time_home:int, full_time_away:int, half_time_home:int, half_time_away:int, extra_time_home:int, extra_time_away:int, penalties_home:int, penalties_away:int',
      ),
    ],
    key: ['id'],
    row: (m) => ({
      id: m.id,
      competition_season_id: m.competitionSeasonId,
      round: m.round,
      stage: m.stage,
      kickoff: m.kickoff,
      date: m.date,
      home_team_id: m.homeTeamId,
      away_team_id: m.awayTeamId,
      status: m.status,
      full_time_home: m.fullTime?.home ?? null,
      full_time_away: m.fullTime?.away ?? null,
      half_time_home: m.halfTime?.home ?? null,
      half_time_away: m.halfTime?.away ?? null,
      extra_time_home: m.extraTime?.home ?? null,
      extra_time_away: m.extraTime?.away ?? null,
      penalties_home: m.penalties?.home ?? null,
      penalties_away: m.penalties?.away ?? null,
    }),
  },
  squads: {
    table: 'sport_squad_member',
    columns: [...cols('team_id, season_id, player_id'), ['shirt_number', INT], ['position', TEXT]],
    key: ['team_id', 'season_id', 'player_id'],
    row: (s) => ({ team_id: s.teamId, season_id: s.seasonId, player_id: s.playerId, shirt_number: s.shirtNumber, position: s.position }),
  },
  transfers: {
    table: 'sport_transfer',
    columns: [...cols('id, player_id, from_team_id, to_team_id'), ['date', DATE], ...cols('kind, fee')],
    key: ['id'],
    row: (t) => ({
      id: t.id,
      player_id: t.playerId,
      from_team_id: t.fromTeamId,
      to_team_id: t.toTeamId,
      date: t.date,
      kind: t.kind,
      fee: t.fee,
    }),
  },
  tennisTournaments: {
    table: 'tennis_tournament',
    columns: [...cols('id, association, season_id, name, surface, level'), ['starts_on', DATE], ['draw_size', INT]],
    key: ['id'],
    row: (t) => ({
      id: t.id,
      association: t.association,
      season_id: t.seasonId,
      name: t.name,
      surface: t.surface,
      level: t.level,
      starts_on: t.startsOn,
      draw_size: t.drawSize,
    }),
  },
  tennisMatches: {
    table: 'tennis_match',
    columns: [...cols('id, tournament_id, round, winner_id, loser_id, score'), ['best_of', INT], ['minutes', INT]],
    key: ['id'],
    row: (m) => ({
      id: m.id,
      tournament_id: m.tournamentId,
      round: m.round,
      winner_id: m.winnerId,
      loser_id: m.loserId,
      score: m.score,
      best_of: m.bestOf,
      minutes: m.minutes,
    }),
  },
  tennisRankings: {
    table: 'tennis_ranking',
    columns: [
      ['association', TEXT],
      ['ranking_date', DATE],
      ['player_id', TEXT],
      ['rank', INT],
      ['points', INT],
      ['tournaments_played', INT],
    ],
    key: ['association', 'ranking_date', 'player_id'],
    row: (r) => ({
      association: r.association,
      ranking_date: r.rankingDate,
      player_id: r.playerId,
      rank: r.rank,
      points: r.points,
      tournaments_played: r.tournamentsPlayed,
    }),
  },
  winterDisciplines: {
    table: 'winter_discipline',
    columns: cols('id, name'),
    key: ['id'],
    row: (d) => ({ id: d.id, name: d.name }),
  },
  winterRaces: {
    table: 'winter_race',
    columns: [...cols('id, season_id, discipline_id, gender, name, venue, country_code'), ['starts_at', INSTANT], ['date', DATE]],
    key: ['id'],
    row: (r) => ({
      id: r.id,
      season_id: r.seasonId,
      discipline_id: r.disciplineId,
      gender: r.gender,
      name: r.name,
      venue: r.venue,
      country_code: r.countryCode,
      starts_at: r.startsAt,
      date: r.date,
    }),
  },
  winterResults: {
    table: 'winter_result',
    columns: [
      ...cols('race_id, athlete_id, status'),
      ['rank', INT],
      ['bib', INT],
      ['nation', TEXT],
      ['time_ms', INT],
      ['run_times_ms', JSONB],
      ['published_cup_points', INT],
    ],
    key: ['race_id', 'athlete_id'],
    row: (r) => ({
      race_id: r.raceId,
      athlete_id: r.athleteId,
      status: r.status,
      rank: r.rank,
      bib: r.bib,
      nation: r.nation,
      time_ms: r.timeMs,
      run_times_ms: r.runTimesMs,
      published_cup_points: r.publishedCupPoints,
    }),
  },
  publishedWinterStandings: {
    table: 'winter_published_standing',
    columns: [...cols('season_id, gender, discipline_id, kind, subject, athlete_id, nation'), ['rank', INT], ['points', INT]],
    key: ['season_id', 'gender', 'discipline_id', 'kind', 'subject'],
    row: (s) => ({
      season_id: s.seasonId,
      gender: s.gender,
      discipline_id: s.disciplineId,
      kind: s.kind,
      // core's key (sports-import-keys.ts): a nation row has no athlete, the nation identifies it
      subject: s.athleteId ?? s.nation,
      athlete_id: s.athleteId,
      nation: s.nation,
      rank: s.rank,
      points: s.points,
    }),
  },
  motorsportRaces: {
    table: 'motorsport_race',
    columns: [
      ...cols('id, season_id, competition_id'),
      ['round', INT],
      ...cols('name, circuit_name, circuit_location, circuit_country'),
      ['starts_at', INSTANT],
      ['date', DATE],
      ['sprint_starts_at', INSTANT],
    ],
    key: ['id'],
    row: (r) => ({
      id: r.id,
      season_id: r.seasonId,
      competition_id: r.competitionId,
      round: r.round,
      name: r.name,
      circuit_name: r.circuit.name,
      circuit_location: r.circuit.location,
      circuit_country: r.circuit.country,
      starts_at: r.startsAt,
      date: r.date,
      sprint_starts_at: r.sprintStartsAt,
    }),
  },
  motorsportResults: {
    table: 'motorsport_result',
    columns: [
      ...cols('race_id, session, driver_id, team_id'),
      ...cols('number:int, grid:int, position:int'),
      ['position_text', TEXT],
      ['position_order', INT],
      ['awarded_points', 'double precision'],
      ['laps', INT],
      ...cols('time_text, status'),
      ['fastest_lap_rank', INT],
    ],
    key: ['race_id', 'session', 'driver_id'],
    row: (r) => ({
      race_id: r.raceId,
      session: r.session,
      driver_id: r.driverId,
      team_id: r.teamId,
      number: r.number,
      grid: r.grid,
      position: r.position,
      position_text: r.positionText,
      position_order: r.positionOrder,
      awarded_points: r.awardedPoints,
      laps: r.laps,
      time_text: r.timeText,
      status: r.status,
      fastest_lap_rank: r.fastestLapRank,
    }),
  },
};
