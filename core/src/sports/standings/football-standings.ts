/**
 * Football tables computed from results (ADR 0008): 3 points for a win, 1 for a draw, 0 for a
 * defeat; point adjustments of the governing body included; ties broken by the competition
 * season's tie-breakers in order (default: goal difference, goals for).
 *
 * Head-to-head criteria form a mini-league among the teams still level: a run of consecutive
 * head-to-head criteria (e.g. h2h points, h2h goal difference, h2h goals for) is applied in
 * order, and when it separates some teams but leaves a smaller group level, the whole run starts
 * again on that group with only the matches among them (UEFA's rule, also La Liga and Serie A).
 * Criteria after the run apply to a group the run cannot separate.
 *
 * Last resort, when every criterion is level: the team name (alphabetical). Real competitions
 * then use fair-play points, a draw or a play-off, which no open source publishes; an order by
 * name keeps tables stable and every rank distinct.
 */
import type { FootballMatch, FootballTieBreaker, PointAdjustment } from '../sports.types';
import type { FootballStandingRow, FormLetter } from '../sports.views';

export const DEFAULT_TIE_BREAKERS: FootballTieBreaker[] = ['goal_difference', 'goals_for'];

export type ComputedFootballRow = Omit<FootballStandingRow, 'team'> & { teamId: string };

export interface FootballTable {
  /** The group (`Group A`, `League phase`); null for a league's one table. */
  name: string | null;
  rows: ComputedFootballRow[];
}

export interface FootballStandingsInput {
  matches: FootballMatch[];
  /** A league has one table over all its matches; a cup has one per group or league phase. */
  competitionKind: 'league' | 'cup' | 'tour' | 'series';
  tieBreakers: FootballTieBreaker[];
  pointAdjustments: PointAdjustment[];
  /** For the last-resort order by name. */
  teamName: (teamId: string) => string;
}

export interface FootballStandings {
  tables: FootballTable[];
  matchesCounted: number;
  lastMatchDate: string | null;
}

/** A stage played as a table: `Group A`, `League phase`, `League stage` (UEFA since 2024-25). */
export const isTableStage = (stage: string | null): stage is string => stage !== null && /^(group|league)\b/i.test(stage.trim());

/** A result that counts: played or awarded, with a full-time score. */
export const countsForTable = (m: FootballMatch): m is FootballMatch & { fullTime: NonNullable<FootballMatch['fullTime']> } =>
  (m.status === 'played' || m.status === 'awarded') && m.fullTime !== null;

const chronological = (a: FootballMatch, b: FootballMatch) => {
  const ka = a.kickoff ?? `${a.date}T~`;
  const kb = b.kickoff ?? `${b.date}T~`;
  return ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

interface Tally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  awayGoalsFor: number;
  points: number;
}
const emptyTally = (): Tally => ({ played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, awayGoalsFor: 0, points: 0 });

/** Points, wins and goals of `teams` over `results` (only matches between two of `teams` when `among`). */
const tally = (teams: string[], results: FootballMatch[], among: boolean): Map<string, Tally> => {
  const totals = new Map(teams.map((t) => [t, emptyTally()]));
  for (const m of results) {
    if (!countsForTable(m)) continue;
    const home = totals.get(m.homeTeamId);
    const away = totals.get(m.awayTeamId);
    if (among && (!home || !away)) continue;
    const { home: h, away: a } = m.fullTime;
    const add = (t: Tally | undefined, scored: number, conceded: number, atAway: boolean) => {
      if (!t) return;
      t.played += 1;
      t.goalsFor += scored;
      t.goalsAgainst += conceded;
      if (atAway) t.awayGoalsFor += scored;
      if (scored > conceded) {
        t.won += 1;
        t.points += 3;
      } else if (scored === conceded) {
        t.drawn += 1;
        t.points += 1;
      } else t.lost += 1;
    };
    add(home, h, a, false);
    add(away, a, h, true);
  }
  return totals;
};

const HEAD_TO_HEAD: Partial<Record<FootballTieBreaker, (t: Tally) => number>> = {
  head_to_head_points: (t) => t.points,
  head_to_head_goal_difference: (t) => t.goalsFor - t.goalsAgainst,
  head_to_head_goals_for: (t) => t.goalsFor,
};
const OVERALL: Partial<Record<FootballTieBreaker, (t: Tally) => number>> = {
  goal_difference: (t) => t.goalsFor - t.goalsAgainst,
  goals_for: (t) => t.goalsFor,
  wins: (t) => t.won,
  away_goals_for: (t) => t.awayGoalsFor,
};
const isHeadToHead = (c: FootballTieBreaker) => c in HEAD_TO_HEAD;

/** Splits `teams` into groups of equal value, best (highest) first. */
const splitBy = (teams: string[], value: (team: string) => number): string[][] => {
  const groups = new Map<number, string[]>();
  for (const t of teams) groups.set(value(t), [...(groups.get(value(t)) ?? []), t]);
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([, g]) => g);
};

class TieResolver {
  constructor(
    private readonly overall: Map<string, Tally>,
    private readonly results: FootballMatch[],
    private readonly teamName: (id: string) => string,
  ) {}

  order(teams: string[], criteria: FootballTieBreaker[]): string[] {
    if (teams.length <= 1) return teams;
    const [first, ...rest] = criteria;
    if (!first) return [...teams].sort((a, b) => this.teamName(a).localeCompare(this.teamName(b), 'en') || (a < b ? -1 : 1));
    if (isHeadToHead(first)) {
      const runLength = criteria.findIndex((c) => !isHeadToHead(c));
      const run = runLength === -1 ? criteria : criteria.slice(0, runLength);
      return this.headToHead(teams, run, runLength === -1 ? [] : criteria.slice(runLength));
    }
    const value = OVERALL[first]!;
    return splitBy(teams, (t) => value(this.overall.get(t)!)).flatMap((group) => this.order(group, rest));
  }

  private headToHead(teams: string[], run: FootballTieBreaker[], after: FootballTieBreaker[]): string[] {
    const mini = tally(teams, this.results, true);
    for (const criterion of run) {
      const groups = splitBy(teams, (t) => HEAD_TO_HEAD[criterion]!(mini.get(t)!));
      if (groups.length > 1) return groups.flatMap((g) => (g.length > 1 ? this.headToHead(g, run, after) : g));
    }
    return this.order(teams, after);
  }
}

const formOf = (teamId: string, results: FootballMatch[]): FormLetter[] =>
  results
    .filter((m) => countsForTable(m) && (m.homeTeamId === teamId || m.awayTeamId === teamId))
    .slice(-5)
    .map((m) => {
      const { home, away } = m.fullTime!;
      const [own, other] = m.homeTeamId === teamId ? [home, away] : [away, home];
      return own > other ? 'W' : own === other ? 'D' : 'L';
    });

const table = (name: string | null, matches: FootballMatch[], input: FootballStandingsInput): FootballTable => {
  const teams = [...new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  const results = matches.filter(countsForTable).sort(chronological);
  const overall = tally(teams, results, false);
  const adjustment = new Map<string, number>();
  for (const a of input.pointAdjustments) adjustment.set(a.teamId, (adjustment.get(a.teamId) ?? 0) + a.points);
  for (const t of teams) overall.get(t)!.points += adjustment.get(t) ?? 0;

  const criteria = input.tieBreakers.length > 0 ? input.tieBreakers : DEFAULT_TIE_BREAKERS;
  const resolver = new TieResolver(overall, results, input.teamName);
  const ordered = splitBy(teams, (t) => overall.get(t)!.points).flatMap((level) => resolver.order(level, criteria));
  return {
    name,
    rows: ordered.map((teamId, i) => {
      const t = overall.get(teamId)!;
      return {
        rank: i + 1,
        teamId,
        played: t.played,
        won: t.won,
        drawn: t.drawn,
        lost: t.lost,
        goalsFor: t.goalsFor,
        goalsAgainst: t.goalsAgainst,
        goalDifference: t.goalsFor - t.goalsAgainst,
        points: t.points,
        pointAdjustment: adjustment.get(teamId) ?? 0,
        form: formOf(teamId, results),
      };
    }),
  };
};

/**
 * The tables of a competition season. Every team with a match (also one not yet played) is in
 * its table. A cup without group or league-phase matches has no table (`tables` empty).
 */
export const footballStandings = (input: FootballStandingsInput): FootballStandings => {
  let tables: FootballTable[];
  if (input.competitionKind === 'league') tables = [table(null, input.matches, input)];
  else {
    const byStage = new Map<string, FootballMatch[]>();
    for (const m of input.matches) if (isTableStage(m.stage)) byStage.set(m.stage.trim(), [...(byStage.get(m.stage.trim()) ?? []), m]);
    tables = [...byStage.keys()]
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((stage) => table(stage, byStage.get(stage)!, input));
  }
  const counted = input.matches.filter((m) => countsForTable(m) && (input.competitionKind === 'league' || isTableStage(m.stage)));
  const lastMatchDate = counted.reduce<string | null>((last, m) => (last === null || m.date > last ? m.date : last), null);
  return { tables, matchesCounted: counted.length, lastMatchDate };
};
