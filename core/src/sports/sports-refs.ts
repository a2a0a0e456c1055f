/**
 * Turns provider rows into the refs and views of sports.views.ts, loading what they point to in
 * bulk (one query per kind of thing, never one per row). A ref whose row the provider lacks falls
 * back to its id as name, so that one missing team does not fail a whole table.
 */
import type { SportsDataProvider } from './sports.ports';
import type { Competition, CompetitionSeason, FootballMatch, Player, Team } from './sports.types';
import type { CompetitionSeasonRef, MatchView, PlayerRef, TeamRef } from './sports.views';
import { matchWinner } from './football-match';

export const toTeamRef = (team: Team): TeamRef => ({ id: team.id, name: team.name, shortName: team.shortName });
export const toPlayerRef = (player: Player): PlayerRef => ({ id: player.id, name: player.name, nationality: player.nationality });

const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];

export class SportsRefs {
  private constructor(
    readonly teams: Map<string, Team>,
    readonly players: Map<string, Player>,
    readonly competitionSeasons: Map<string, CompetitionSeason>,
    readonly competitions: Map<string, Competition>,
  ) {}

  /** Loads every team, player and competition season named, and the competitions of those seasons. */
  static async load(
    provider: SportsDataProvider,
    wanted: {
      teamIds?: (string | null)[];
      playerIds?: (string | null)[];
      competitionSeasons?: CompetitionSeason[];
      competitionSeasonIds?: string[];
      /** Competitions the caller already has. */
      competitions?: Competition[];
    },
  ): Promise<SportsRefs> {
    const teamIds = unique(wanted.teamIds ?? []);
    const playerIds = unique(wanted.playerIds ?? []);
    const known = new Map((wanted.competitionSeasons ?? []).map((cs) => [cs.id, cs]));
    const missing = unique(wanted.competitionSeasonIds ?? []).filter((id) => !known.has(id));
    const [teams, players, seasons] = await Promise.all([
      teamIds.length ? provider.teams(teamIds) : [],
      playerIds.length ? provider.players(playerIds) : [],
      missing.length ? provider.competitionSeasons({ ids: missing }) : [],
    ]);
    for (const cs of seasons) known.set(cs.id, cs);
    // one lookup per distinct competition (a handful), not per row
    const competitions = await loadCompetitions(
      provider,
      [...known.values()].map((cs) => cs.competitionId),
      wanted.competitions ?? [],
    );
    return new SportsRefs(
      new Map(teams.map((t) => [t.id, t])),
      new Map(players.map((p) => [p.id, p])),
      known,
      new Map(competitions.map((c) => [c.id, c])),
    );
  }

  team(id: string): TeamRef {
    const team = this.teams.get(id);
    return team ? toTeamRef(team) : { id, name: id, shortName: null };
  }

  teamOrNull(id: string | null): TeamRef | null {
    return id === null ? null : this.team(id);
  }

  player(id: string): PlayerRef {
    const player = this.players.get(id);
    return player ? toPlayerRef(player) : { id, name: id, nationality: null };
  }

  teamName = (id: string): string => this.teams.get(id)?.name ?? id;
  playerName = (id: string): string => this.players.get(id)?.name ?? id;

  competitionSeason(id: string): CompetitionSeasonRef {
    const cs = this.competitionSeasons.get(id);
    if (!cs) return { id, competitionId: '', competitionName: '', seasonId: '', name: id };
    return competitionSeasonRef(cs, this.competitions.get(cs.competitionId) ?? null);
  }

  match(m: FootballMatch): MatchView {
    return {
      id: m.id,
      competitionSeason: this.competitionSeason(m.competitionSeasonId),
      round: m.round,
      stage: m.stage,
      kickoff: m.kickoff,
      date: m.date,
      home: this.team(m.homeTeamId),
      away: this.team(m.awayTeamId),
      status: m.status,
      fullTime: m.fullTime,
      halfTime: m.halfTime,
      extraTime: m.extraTime,
      penalties: m.penalties,
      winner: matchWinner(m),
    };
  }
}

/** The competitions of these ids, one lookup per distinct competition not already known. */
export const loadCompetitions = async (provider: SportsDataProvider, ids: string[], known: Competition[] = []): Promise<Competition[]> => {
  const have = new Set(known.map((c) => c.id));
  const missing = unique(ids).filter((id) => !have.has(id));
  const loaded = await Promise.all(missing.map((id) => provider.competition(id)));
  return [...known, ...loaded.filter((c): c is Competition => c !== null)];
};

export const competitionSeasonRef = (cs: CompetitionSeason, competition: Competition | null): CompetitionSeasonRef => ({
  id: cs.id,
  competitionId: cs.competitionId,
  competitionName: competition?.name ?? cs.competitionId,
  seasonId: cs.seasonId,
  name: cs.name,
});

/** The team ids of matches, for SportsRefs.load. */
export const teamIdsOf = (matches: FootballMatch[]): string[] => matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]);
