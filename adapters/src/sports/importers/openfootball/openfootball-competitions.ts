import type { Competition, FootballTieBreaker, PointAdjustment } from '@newsdesk/core/sports/sports.types';

/**
 * What the football.json file codes stand for. openfootball's times carry no zone: they are the
 * local time of the league's country (UK for the Premier League, Central European for the rest
 * and for UEFA, whose published kick-offs are CET).
 */
export interface OpenfootballCompetition {
  code: string;
  name: string;
  countryCode: string | null;
  kind: Competition['kind'];
  timeZone: string;
  /** After points, in the order the competition applies them (its regulations). */
  tieBreakers: FootballTieBreaker[];
}

const GOALS: FootballTieBreaker[] = ['goal_difference', 'goals_for'];
// La Liga and Serie A rank teams level on points by their matches against each other first.
const HEAD_TO_HEAD_FIRST: FootballTieBreaker[] = ['head_to_head_points', 'head_to_head_goal_difference', 'goal_difference', 'goals_for'];

export const OPENFOOTBALL_COMPETITIONS: Record<string, OpenfootballCompetition> = {
  'en.1': { code: 'en.1', name: 'Premier League', countryCode: 'GB', kind: 'league', timeZone: 'Europe/London', tieBreakers: GOALS },
  'de.1': { code: 'de.1', name: 'Bundesliga', countryCode: 'DE', kind: 'league', timeZone: 'Europe/Berlin', tieBreakers: GOALS },
  'fr.1': { code: 'fr.1', name: 'Ligue 1', countryCode: 'FR', kind: 'league', timeZone: 'Europe/Paris', tieBreakers: GOALS },
  'it.1': { code: 'it.1', name: 'Serie A', countryCode: 'IT', kind: 'league', timeZone: 'Europe/Rome', tieBreakers: HEAD_TO_HEAD_FIRST },
  'es.1': { code: 'es.1', name: 'La Liga', countryCode: 'ES', kind: 'league', timeZone: 'Europe/Madrid', tieBreakers: HEAD_TO_HEAD_FIRST },
  'uefa.cl': {
    code: 'uefa.cl',
    name: 'UEFA Champions League',
    countryCode: null,
    kind: 'cup',
    timeZone: 'Europe/Zurich',
    tieBreakers: GOALS,
  },
};

/**
 * Tie-breakers of a cup's table stage by season: the group stage (to 2023-24) ranked teams level
 * on points by their matches against each other; the league phase (from 2024-25) by goals, then
 * away goals, then wins.
 */
export const cupTieBreakers = (code: string, seasonId: string): FootballTieBreaker[] | null => {
  if (code !== 'uefa.cl') return null;
  return seasonId >= '2024-25'
    ? ['goal_difference', 'goals_for', 'away_goals_for', 'wins']
    : ['head_to_head_points', 'head_to_head_goal_difference', 'head_to_head_goals_for', 'goal_difference', 'goals_for'];
};

/**
 * Points the governing bodies took away, which football.json (results only) cannot know. Keyed
 * by `<code>:<season>` and by the team's slug (see openfootball-teams.ts).
 */
export const POINT_ADJUSTMENTS: Record<string, { team: string; points: number; reason: string }[]> = {
  'en.1:2023-24': [
    { team: 'everton', points: -8, reason: 'Premier League profit and sustainability rules (−6 and −2)' },
    { team: 'nottingham-forest', points: -4, reason: 'Premier League profit and sustainability rules' },
  ],
  'it.1:2022-23': [{ team: 'juventus', points: -10, reason: 'FIGC sanction (capital gains case)' }],
};

export const adjustmentsOf = (code: string, seasonId: string, teamId: (slug: string) => string): PointAdjustment[] =>
  (POINT_ADJUSTMENTS[`${code}:${seasonId}`] ?? []).map((a) => ({ teamId: teamId(a.team), points: a.points, reason: a.reason }));
