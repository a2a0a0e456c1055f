import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { zurichDay } from '@newsdesk/core/sports/sports-time';
import type { Competition, FootballMatch, MatchStatus, Score, Team } from '@newsdesk/core/sports/sports.types';
import { batchOf } from '../shared/import-batch';
import { localInstant } from '../shared/local-instant';
import { seasonRecord } from '../shared/season-records';
import { slugify } from '../shared/slug';
import { SportsImportError } from '../shared/sports-import.errors';
import { adjustmentsOf, cupTieBreakers, type OpenfootballCompetition } from './openfootball-competitions';
import { roundAndStage } from './openfootball-rounds';
import type { OpenfootballFile, OpenfootballMatch } from './openfootball.schema';
import { clubCountry, normaliseTeamName, teamIdOf } from './openfootball-teams';

const STATUSES: Record<string, MatchStatus> = {
  awarded: 'awarded',
  postponed: 'postponed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  abandoned: 'cancelled',
};

const score = (pair: [number, number] | undefined): Score | null => (pair ? { home: pair[0], away: pair[1] } : null);

const statusOf = (match: OpenfootballMatch, where: string): MatchStatus => {
  if (match.status) {
    const status = STATUSES[match.status.toLowerCase()];
    if (!status) throw new SportsImportError(`${where}: unknown status “${match.status}” (known: ${Object.keys(STATUSES).join(', ')}).`);
    return status;
  }
  // `score: {}` is a fixture — and, in a few finished seasons, a result the source never got.
  return match.score.ft ? 'played' : 'scheduled';
};

export const competitionIdOf = (code: string) => `openfootball:${code}`;
export const competitionSeasonIdOf = (code: string, seasonId: string) => `openfootball:${code}:${seasonId}`;

/**
 * One football.json file (one competition, one season) → the batch. Match ids come from the
 * competition season, the round and the two clubs (not the position in the file), so that a
 * rescheduled match or an added one keeps every other id.
 */
export const parseOpenfootballSeason = (
  file: OpenfootballFile,
  competition: OpenfootballCompetition,
  seasonId: string,
  source: string,
): SportsImportBatch => {
  const cup = competition.kind === 'cup';
  const competitionSeasonId = competitionSeasonIdOf(competition.code, seasonId);
  const teams = new Map<string, Team>();
  const matches: FootballMatch[] = [];
  const taken = new Map<string, number>();

  const team = (raw: string) => {
    const name = normaliseTeamName(raw);
    const id = teamIdOf(name.slug);
    teams.set(id, {
      id,
      sport: 'football',
      name: name.name,
      shortName: name.shortName,
      countryCode: clubCountry(name, competition.countryCode),
      venue: null,
    });
    return { id, slug: name.slug };
  };

  file.matches.forEach((match, index) => {
    const where = `${source}: matches[${index}]`;
    const home = team(match.team1);
    const away = team(match.team2);
    const { round, stage } = roundAndStage(match.round, cup);
    const kickoff = localInstant(where, match.date, match.time ?? null, competition.timeZone);
    const base = `${competitionSeasonId}:${slugify(match.round)}:${home.slug}:${away.slug}`;
    const seen = (taken.get(base) ?? 0) + 1;
    taken.set(base, seen);
    matches.push({
      id: seen === 1 ? base : `${base}:${seen}`,
      competitionSeasonId,
      round,
      stage,
      kickoff,
      date: kickoff ? zurichDay(kickoff) : match.date,
      homeTeamId: home.id,
      awayTeamId: away.id,
      status: statusOf(match, where),
      fullTime: score(match.score.ft),
      halfTime: score(match.score.ht),
      extraTime: score(match.score.et),
      penalties: score(match.score.p),
    });
  });

  const competitionRow: Competition = {
    id: competitionIdOf(competition.code),
    sport: 'football',
    name: competition.name,
    countryCode: competition.countryCode,
    kind: competition.kind,
    rootTopic: 'sport',
  };
  return batchOf({
    competitions: [competitionRow],
    seasons: [seasonRecord(seasonId)],
    competitionSeasons: [
      {
        id: competitionSeasonId,
        competitionId: competitionRow.id,
        seasonId,
        name: seasonId,
        tieBreakers: cupTieBreakers(competition.code, seasonId) ?? competition.tieBreakers,
        pointAdjustments: adjustmentsOf(competition.code, seasonId, teamIdOf),
      },
    ],
    teams: [...teams.values()],
    footballMatches: matches,
  });
};
