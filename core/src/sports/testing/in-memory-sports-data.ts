import {
  LOCAL_SPORTS_PROVIDER,
  emptySportsImportBatch,
  type FootballMatchQuery,
  type ImportCounts,
  type SportsDataProvider,
  type SportsDataStore,
  type SportsImportBatch,
  type SportsImportKind,
  type SportsImportSummary,
} from '../sports.ports';
import type { CompetitionSeason, FootballMatch, Gender, Sport, TennisAssociation } from '../sports.types';
import { SPORTS_IMPORT_KINDS, sportsRowKey } from '../sports-import-keys';
import { DEMO_ID_PREFIX, demoToursReplacedBy } from '../demo-season';
import { searchRank } from '../sports-search';

type Rows = { [K in SportsImportKind]: Map<string, SportsImportBatch[K][number]> };

const clone = <T>(value: T): T => structuredClone(value);

// Stable comparison of plain JSON rows: key order does not matter, undefined equals absent.
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
};
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The sports provider and store in memory: the reference behaviour of both ports for the use-case
 * tests and the demo, checked by the same contract suite as the PostgreSQL adapter.
 */
export class InMemorySportsData implements SportsDataProvider, SportsDataStore {
  private readonly rows: Rows;

  constructor(readonly serviceProvider: string = LOCAL_SPORTS_PROVIDER) {
    const empty = emptySportsImportBatch();
    this.rows = Object.fromEntries(Object.keys(empty).map((kind) => [kind, new Map()])) as unknown as Rows;
  }

  async apply(
    batch: SportsImportBatch,
    options: { onProgress?: (done: number, total: number) => void } = {},
  ): Promise<SportsImportSummary> {
    const total = SPORTS_IMPORT_KINDS.reduce((sum, kind) => sum + (batch[kind]?.length ?? 0), 0);
    const summary = Object.fromEntries(
      SPORTS_IMPORT_KINDS.map((kind) => [kind, { inserted: 0, updated: 0, unchanged: 0 }]),
    ) as SportsImportSummary;
    let done = 0;
    this.retireDemoTours(demoToursReplacedBy(batch));
    for (const kind of SPORTS_IMPORT_KINDS) {
      const table = this.rows[kind] as Map<string, unknown>;
      const counts: ImportCounts = summary[kind];
      for (const row of (batch[kind] ?? []) as SportsImportBatch[typeof kind]) {
        const key = sportsRowKey(kind, row);
        const existing = table.get(key);
        if (existing === undefined) counts.inserted += 1;
        else if (same(existing, row)) counts.unchanged += 1;
        else counts.updated += 1;
        table.set(key, clone(row));
        done += 1;
      }
      options.onProgress?.(done, total);
    }
    return summary;
  }

  /** As the PostgreSQL store (adapters/src/postgres/sports/retire-demo-tours.ts): the tour's demo rows go. */
  private retireDemoTours(tours: TennisAssociation[]): void {
    for (const association of tours) {
      const tour = `${DEMO_ID_PREFIX}${association.toLowerCase()}`;
      const ofTour = (id: string) => id.startsWith(`${tour}:`);
      const drop = <K extends SportsImportKind>(kind: K, gone: (row: SportsImportBatch[K][number]) => boolean) => {
        const table = this.rows[kind] as Map<string, SportsImportBatch[K][number]>;
        for (const [key, row] of table) if (gone(row)) table.delete(key);
      };
      drop('tennisRankings', (r) => r.association === association && ofTour(r.playerId));
      drop('tennisMatches', (m) => ofTour(m.tournamentId));
      drop('tennisTournaments', (t) => t.association === association && ofTour(t.id));
      drop('players', (p) => ofTour(p.id));
      drop('competitions', (c) => c.id === tour);
    }
  }

  private all<K extends SportsImportKind>(kind: K): SportsImportBatch[K][number][] {
    return [...(this.rows[kind] as Map<string, SportsImportBatch[K][number]>).values()].map(clone);
  }

  async competitions(filter: { sport?: Sport; countryCode?: string; seasonId?: string; rootTopic?: string }) {
    const inSeason = filter.seasonId
      ? new Set(
          this.all('competitionSeasons')
            .filter((cs) => cs.seasonId === filter.seasonId)
            .map((cs) => cs.competitionId),
        )
      : null;
    const races = filter.seasonId
      ? new Set(
          this.all('motorsportRaces')
            .filter((r) => r.seasonId === filter.seasonId)
            .map((r) => r.competitionId),
        )
      : null;
    return this.all('competitions').filter(
      (c) =>
        (!filter.sport || c.sport === filter.sport) &&
        (!filter.countryCode || c.countryCode === filter.countryCode) &&
        (!filter.rootTopic || c.rootTopic === filter.rootTopic) &&
        (!inSeason || inSeason.has(c.id) || races!.has(c.id)),
    );
  }

  async competition(id: string) {
    return this.all('competitions').find((c) => c.id === id) ?? null;
  }

  async seasons(ids: string[]) {
    return this.all('seasons').filter((s) => ids.includes(s.id));
  }

  async competitionSeasons(filter: { competitionId?: string; ids?: string[] }) {
    return this.newestFirst(
      this.all('competitionSeasons').filter(
        (cs) => (!filter.competitionId || cs.competitionId === filter.competitionId) && (!filter.ids || filter.ids.includes(cs.id)),
      ),
    );
  }

  private newestFirst(list: CompetitionSeason[]) {
    const starts = new Map(this.all('seasons').map((s) => [s.id, s.startsOn]));
    const start = (cs: CompetitionSeason) => starts.get(cs.seasonId) ?? cs.seasonId;
    return list.sort((a, b) => (start(a) < start(b) ? 1 : start(a) > start(b) ? -1 : byId(a, b)));
  }

  async teams(ids: string[]) {
    return this.all('teams').filter((t) => ids.includes(t.id));
  }

  async players(ids: string[]) {
    return this.all('players').filter((p) => ids.includes(p.id));
  }

  async searchTeamsAndPlayers(query: string, limit: number) {
    const best = <T extends { name: string }>(list: T[]) =>
      list
        .map((item) => ({ item, rank: searchRank(item.name, query) }))
        .filter((hit): hit is { item: T; rank: 0 | 1 | 2 } => hit.rank !== null)
        .sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name))
        .slice(0, limit)
        .map((hit) => hit.item);
    return { teams: best(this.all('teams')), players: best(this.all('players')) };
  }

  async teamsAndPlayersNamed(names: string[], perName: number) {
    const named = <T extends { id: string; name: string }>(list: T[]) => {
      const found = new Map<string, T>();
      for (const name of names)
        for (const item of list.filter((row) => searchRank(row.name, name) !== null).slice(0, perName)) found.set(item.id, item);
      return [...found.values()];
    };
    return { teams: named(this.all('teams')), players: named(this.all('players')) };
  }

  private matchesWhere(q: Omit<FootballMatchQuery, 'order' | 'offset' | 'limit'>): FootballMatch[] {
    const seasonOf = new Map(this.all('competitionSeasons').map((cs) => [cs.id, cs]));
    return this.all('footballMatches').filter((m) => {
      const cs = seasonOf.get(m.competitionSeasonId);
      return (
        (!q.competitionSeasonId || m.competitionSeasonId === q.competitionSeasonId) &&
        (!q.competitionId || cs?.competitionId === q.competitionId) &&
        (!q.seasonId || cs?.seasonId === q.seasonId) &&
        (!q.teamId || m.homeTeamId === q.teamId || m.awayTeamId === q.teamId) &&
        (!q.status || m.status === q.status)
      );
    });
  }

  async footballMatches(query: FootballMatchQuery) {
    // by kick-off; a match without one goes after the others of its day (as NULLS LAST would)
    const key = (m: FootballMatch) => m.kickoff ?? `${m.date}T~`;
    const sign = query.order === 'asc' ? 1 : -1;
    const items = this.matchesWhere(query).sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : byId(a, b)));
    return { items: items.slice(query.offset, query.offset + query.limit), total: items.length };
  }

  async allFootballMatches(competitionSeasonId: string) {
    return this.matchesWhere({ competitionSeasonId });
  }

  async competitionSeasonsOfTeam(teamId: string) {
    const ids = new Set(this.matchesWhere({ teamId }).map((m) => m.competitionSeasonId));
    return this.newestFirst(this.all('competitionSeasons').filter((cs) => ids.has(cs.id)));
  }

  async squad(teamId: string, seasonId?: string) {
    return this.all('squads').filter((s) => s.teamId === teamId && (!seasonId || s.seasonId === seasonId));
  }

  async transfers(filter: { teamId?: string; playerId?: string }) {
    return this.all('transfers').filter(
      (t) =>
        (!filter.teamId || t.fromTeamId === filter.teamId || t.toTeamId === filter.teamId) &&
        (!filter.playerId || t.playerId === filter.playerId),
    );
  }

  async tennisTournaments(filter: { association: TennisAssociation; seasonId?: string }) {
    return this.all('tennisTournaments').filter(
      (t) => t.association === filter.association && (!filter.seasonId || t.seasonId === filter.seasonId),
    );
  }

  async tennisMatches(filter: { tournamentIds?: string[]; playerId?: string; limit?: number }) {
    const found = this.all('tennisMatches').filter(
      (m) =>
        (!filter.tournamentIds || filter.tournamentIds.includes(m.tournamentId)) &&
        (!filter.playerId || m.winnerId === filter.playerId || m.loserId === filter.playerId),
    );
    return filter.limit === undefined ? found : found.slice(0, filter.limit);
  }

  async tennisRankingDates(association: TennisAssociation) {
    const dates = new Set(
      this.all('tennisRankings')
        .filter((r) => r.association === association)
        .map((r) => r.rankingDate),
    );
    return [...dates].sort().reverse();
  }

  async tennisRanking(filter: { association: TennisAssociation; rankingDate: string; offset: number; limit: number }) {
    const list = this.all('tennisRankings')
      .filter((r) => r.association === filter.association && r.rankingDate === filter.rankingDate)
      .sort((a, b) => a.rank - b.rank || (a.playerId < b.playerId ? -1 : 1));
    return { entries: list.slice(filter.offset, filter.offset + filter.limit), total: list.length };
  }

  async tennisRankingOf(association: TennisAssociation, rankingDate: string, playerIds: string[]) {
    return this.all('tennisRankings').filter(
      (r) => r.association === association && r.rankingDate === rankingDate && playerIds.includes(r.playerId),
    );
  }

  async winterDisciplines() {
    return this.all('winterDisciplines');
  }

  async winterRaces(filter: { seasonId?: string; disciplineId?: string; gender?: Gender; ids?: string[] }) {
    return this.all('winterRaces').filter(
      (r) =>
        (!filter.seasonId || r.seasonId === filter.seasonId) &&
        (!filter.disciplineId || r.disciplineId === filter.disciplineId) &&
        (!filter.gender || r.gender === filter.gender) &&
        (!filter.ids || filter.ids.includes(r.id)),
    );
  }

  async winterRaceResults(raceIds: string[]) {
    return this.all('winterResults').filter((r) => raceIds.includes(r.raceId));
  }

  async publishedWinterStandings(filter: { seasonId: string; gender: Gender; disciplineId: string; kind: 'athlete' | 'nation' }) {
    return this.all('publishedWinterStandings')
      .filter(
        (s) =>
          s.seasonId === filter.seasonId && s.gender === filter.gender && s.disciplineId === filter.disciplineId && s.kind === filter.kind,
      )
      .sort((a, b) => a.rank - b.rank);
  }

  async motorsportRaces(filter: { seasonId?: string; ids?: string[] }) {
    return this.all('motorsportRaces').filter(
      (r) => (!filter.seasonId || r.seasonId === filter.seasonId) && (!filter.ids || filter.ids.includes(r.id)),
    );
  }

  async motorsportResults(filter: { raceIds: string[] }) {
    return this.all('motorsportResults').filter((r) => filter.raceIds.includes(r.raceId));
  }

  async motorsportSeasons() {
    return [...new Set(this.all('motorsportRaces').map((r) => r.seasonId))].sort().reverse();
  }
}
