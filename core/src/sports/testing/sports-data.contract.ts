/**
 * The contract every sports data adapter passes (in-memory and PostgreSQL): the store applies
 * batches idempotently, and every provider query filters, orders, pages and counts alike.
 *
 * Where the port promises no order (teams, players, transfers, races …) the suite sorts before
 * comparing; the use cases order those themselves. Rules the port leaves implicit, fixed here:
 * - apply never deletes: a batch brings some rows, the rest stay. Rows are identified by `id`,
 *   or by the natural keys of ../sports-import-keys.ts (squads, rankings, results, standings).
 *   One exception: real tennis rows replace the demo season's rows of their tour (../demo-season.ts).
 * - competitions({ seasonId }) = competitions with a competition season or a motorsport race in it.
 * - competitionSeasons / competitionSeasonsOfTeam: newest season (by its startsOn) first.
 *   A team's competition seasons are those it has a match in.
 * - footballMatches: by kick-off (then id); a match without kick-off after the others of its day.
 * - searchTeamsAndPlayers: at most `limit` teams and `limit` players; accent- and case-insensitive
 *   substring match; names starting with the query before the others.
 * - teamsAndPlayersNamed: the same match for each name, at most `perName` of each per name, no duplicates.
 * - squad(teamId) without a season: every season's entries. transfers({ teamId }): from or to it.
 * - tennisMatches({ playerId }): won or lost; `limit` caps the count.
 * - publishedWinterStandings and tennisRanking: by rank.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { SportsDataProvider, SportsDataStore, SportsImportBatch, SportsImportSummary } from '../sports.ports';
import { emptySportsImportBatch } from '../sports.ports';
import { aSportsBatch, MOTHER as M } from './sports-batch.mother';

export interface SportsDataUnderTest {
  data: SportsDataProvider & SportsDataStore;
  cleanup: () => Promise<void>;
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const sortedIds = (rows: { id: string }[]) => ids(rows).sort();
const counts = (summary: SportsImportSummary, field: 'inserted' | 'updated' | 'unchanged') =>
  Object.fromEntries(Object.entries(summary).map(([kind, c]) => [kind, c[field]]));
const lengths = (batch: SportsImportBatch) => Object.fromEntries(Object.entries(batch).map(([kind, rows]) => [kind, rows.length]));
const zeros = () => lengths(emptySportsImportBatch());
const byKey =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

export const describeSportsDataContract = (name: string, setup: () => Promise<SportsDataUnderTest>) => {
  describe(`${name} satisfies the sports data contract`, () => {
    let subject: SportsDataUnderTest;
    let data: SportsDataProvider & SportsDataStore;
    let batch: SportsImportBatch;

    beforeEach(async () => {
      subject = await setup();
      data = subject.data;
      batch = aSportsBatch();
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    describe('apply', () => {
      test('inserts every row, then the same batch again changes nothing', async () => {
        const progress: [number, number][] = [];
        const first = await data.apply(batch, { onProgress: (done, total) => progress.push([done, total]) });
        expect(counts(first, 'inserted')).toEqual(lengths(batch));
        expect(counts(first, 'updated')).toEqual(zeros());
        const total = Object.values(lengths(batch)).reduce((a, b) => a + b, 0);
        expect(progress.at(-1)).toEqual([total, total]);
        expect(progress.every(([done, t], i) => t === total && done <= total && (i === 0 || done >= progress[i - 1]![0]))).toBe(true);

        const second = await data.apply(aSportsBatch());
        expect(counts(second, 'unchanged')).toEqual(lengths(batch));
        expect(counts(second, 'inserted')).toEqual(zeros());
        expect(counts(second, 'updated')).toEqual(zeros());
      });

      test('a changed row is updated and read back changed; the others stay unchanged', async () => {
        await data.apply(batch);
        const changed = aSportsBatch();
        const match = changed.footballMatches.find((m) => m.id === 'test:m:2425-09')!;
        Object.assign(match, { status: 'played', fullTime: { home: 3, away: 1 }, halfTime: { home: 1, away: 0 } });
        changed.teams.find((t) => t.id === M.fcz)!.venue = 'Stadion Letzigrund';
        changed.tennisRankings.find((r) => r.playerId === M.keller && r.rankingDate === '2024-10-28')!.points = 2150;
        changed.winterResults.find((r) => r.raceId === M.wengen && r.athleteId === M.rohrer)!.publishedCupPoints = 50;
        changed.motorsportResults.find((r) => r.raceId === M.f1r2 && r.session === 'sprint' && r.driverId === M.lenz)!.awardedPoints = 8;
        changed.squads.find((s) => s.playerId === M.rossi)!.shirtNumber = 10;
        changed.publishedWinterStandings.find((s) => s.athleteId === M.moret)!.points = 810;

        const summary = await data.apply(changed);
        expect(summary.footballMatches).toEqual({ inserted: 0, updated: 1, unchanged: batch.footballMatches.length - 1 });
        expect(summary.teams).toEqual({ inserted: 0, updated: 1, unchanged: batch.teams.length - 1 });
        expect(summary.tennisRankings.updated).toBe(1);
        expect(summary.winterResults.updated).toBe(1);
        expect(summary.motorsportResults.updated).toBe(1);
        expect(summary.squads.updated).toBe(1);
        expect(summary.publishedWinterStandings.updated).toBe(1);
        expect(summary.players).toEqual({ inserted: 0, updated: 0, unchanged: batch.players.length });

        expect(
          (
            await data.footballMatches({ competitionSeasonId: M.league2425, status: 'played', order: 'asc', offset: 0, limit: 50 })
          ).items.at(-1),
        ).toMatchObject({
          id: 'test:m:2425-09',
          fullTime: { home: 3, away: 1 },
        });
        expect((await data.teams([M.fcz]))[0]!.venue).toBe('Stadion Letzigrund');
        expect((await data.tennisRankingOf('ATP', '2024-10-28', [M.keller]))[0]!.points).toBe(2150);
        expect((await data.squad(M.fcz, '2024-25')).find((s) => s.playerId === M.rossi)!.shirtNumber).toBe(10);
      });

      test('a batch adds to what is there and never deletes', async () => {
        await data.apply(batch);
        const more = emptySportsImportBatch();
        more.teams = [
          { id: 'test:team:sion', sport: 'football', name: 'FC Sion', shortName: null, countryCode: 'CH', venue: 'Tourbillon' },
        ];
        const summary = await data.apply(more);
        expect(summary.teams).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
        expect(sortedIds(await data.teams([M.fcz, 'test:team:sion']))).toEqual([M.fcz, 'test:team:sion']);
        expect((await data.footballMatches({ order: 'asc', offset: 0, limit: 100 })).total).toBe(batch.footballMatches.length);
      });

      test('real tennis rows of a tour replace that tour’s demo rows, and only those', async () => {
        const demo = emptySportsImportBatch();
        for (const tour of ['atp', 'wta'] as const) {
          const association = tour === 'atp' ? 'ATP' : 'WTA';
          const player = `demo:${tour}:player:1`;
          demo.competitions.push({
            id: `demo:${tour}`,
            sport: 'tennis',
            name: `Demo ${tour}`,
            countryCode: null,
            kind: 'tour',
            rootTopic: 'sport',
          });
          demo.players.push({ ...batch.players.find((p) => p.sport === 'tennis')!, id: player });
          demo.tennisTournaments.push({ ...batch.tennisTournaments[0]!, id: `demo:${tour}:tournament:1`, association });
          demo.tennisMatches.push({ ...batch.tennisMatches[0]!, id: `demo:${tour}:match:1`, tournamentId: `demo:${tour}:tournament:1` });
          demo.tennisRankings.push({
            association,
            rankingDate: '2026-11-23',
            rank: 1,
            playerId: player,
            points: 9000,
            tournamentsPlayed: null,
          });
        }
        await data.apply(demo);
        expect(await data.tennisRankingDates('ATP')).toEqual(['2026-11-23']);

        const real = emptySportsImportBatch();
        real.tennisRankings = batch.tennisRankings.filter((r) => r.association === 'ATP');
        await data.apply(real);
        expect((await data.tennisRankingDates('ATP')).includes('2026-11-23')).toBe(false);
        expect(await data.tennisTournaments({ association: 'ATP' })).toEqual([]);
        expect(await data.tennisMatches({ tournamentIds: ['demo:atp:tournament:1'] })).toEqual([]);
        expect(await data.players(['demo:atp:player:1', 'demo:wta:player:1'])).toHaveLength(1);
        expect(await data.competition('demo:atp')).toBeNull();
        // the other tour keeps its demo season
        expect(await data.tennisRankingDates('WTA')).toEqual(['2026-11-23']);
        expect(ids(await data.tennisTournaments({ association: 'WTA' }))).toEqual(['demo:wta:tournament:1']);
        expect(await data.competition('demo:wta')).not.toBeNull();
      });

      test('every row is read back exactly as written', async () => {
        await data.apply(batch);
        const sortById = <T extends { id: string }>(rows: T[]) => [...rows].sort(byKey((r: T) => r.id));
        expect(sortById(await data.teams(ids(batch.teams)))).toEqual(sortById(batch.teams));
        expect(sortById(await data.players(ids(batch.players)))).toEqual(sortById(batch.players));
        expect(sortById(await data.seasons(ids(batch.seasons)))).toEqual(sortById(batch.seasons));
        expect(sortById(await data.competitions({}))).toEqual(sortById(batch.competitions));
        expect(sortById(await data.competitionSeasons({}))).toEqual(sortById(batch.competitionSeasons));
        const allMatches = await data.footballMatches({ order: 'asc', offset: 0, limit: 100 });
        expect(sortById(allMatches.items)).toEqual(sortById(batch.footballMatches));
        expect(sortById(await data.transfers({}))).toEqual(sortById(batch.transfers));
        expect(sortById(await data.tennisTournaments({ association: 'ATP' }))).toEqual(sortById(batch.tennisTournaments));
        expect(sortById(await data.tennisMatches({}))).toEqual(sortById(batch.tennisMatches));
        expect(sortById(await data.winterDisciplines())).toEqual(sortById(batch.winterDisciplines));
        expect(sortById(await data.winterRaces({}))).toEqual(sortById(batch.winterRaces));
        expect(sortById(await data.motorsportRaces({}))).toEqual(sortById(batch.motorsportRaces));
        const resultKey = byKey((r: { raceId: string; athleteId: string }) => `${r.raceId} ${r.athleteId}`);
        expect((await data.winterRaceResults([M.wengen, M.adelboden])).sort(resultKey)).toEqual([...batch.winterResults].sort(resultKey));
        const sheetKey = byKey((r: { raceId: string; session: string; driverId: string }) => `${r.raceId} ${r.session} ${r.driverId}`);
        expect((await data.motorsportResults({ raceIds: [M.f1r1, M.f1r2, M.f1r3] })).sort(sheetKey)).toEqual(
          [...batch.motorsportResults].sort(sheetKey),
        );
        const squadKey = byKey((s: { teamId: string; seasonId: string; playerId: string }) => `${s.teamId} ${s.seasonId} ${s.playerId}`);
        expect((await data.squad(M.fcz)).sort(squadKey)).toEqual([...batch.squads].sort(squadKey));
        expect(await data.publishedWinterStandings({ seasonId: '2024-25', gender: 'men', disciplineId: 'ALL', kind: 'athlete' })).toEqual(
          batch.publishedWinterStandings,
        );
        const ranking = await data.tennisRanking({ association: 'ATP', rankingDate: '2024-10-28', offset: 0, limit: 10 });
        expect(ranking.entries).toEqual(batch.tennisRankings.filter((r) => r.rankingDate === '2024-10-28'));
      });
    });

    describe('queries', () => {
      beforeEach(async () => {
        await data.apply(batch);
      });

      test('competitions by sport, country, season and root topic; one by id', async () => {
        expect(sortedIds(await data.competitions({ sport: 'football' }))).toEqual([M.league, M.cup].sort());
        expect(sortedIds(await data.competitions({ sport: 'motorsport' }))).toEqual([M.f1]);
        expect(sortedIds(await data.competitions({ countryCode: 'CH' }))).toEqual([M.league, M.cup].sort());
        expect(sortedIds(await data.competitions({ seasonId: '2023-24' }))).toEqual([M.league]);
        expect(sortedIds(await data.competitions({ seasonId: '2024' }))).toEqual([M.f1]);
        expect(sortedIds(await data.competitions({ rootTopic: 'sport', sport: 'football', seasonId: '2024-25' }))).toEqual(
          [M.league, M.cup].sort(),
        );
        expect(await data.competitions({ rootTopic: 'politics' })).toEqual([]);
        expect(await data.competition(M.cup)).toMatchObject({ id: M.cup, name: 'Swiss Cup', kind: 'cup' });
        expect(await data.competition('test:nope')).toBeNull();
      });

      test('seasons and competition seasons, newest first', async () => {
        expect(sortedIds(await data.seasons(['2024-25', '2024', 'nope']))).toEqual(['2024', '2024-25']);
        expect(await data.seasons([])).toEqual([]);
        expect(ids(await data.competitionSeasons({ competitionId: M.league }))).toEqual([M.league2425, M.league2324]);
        expect(ids(await data.competitionSeasons({ ids: [M.league2324, M.cup2425] }))).toEqual([M.cup2425, M.league2324]);
        expect(await data.competitionSeasons({ competitionId: 'test:nope' })).toEqual([]);
        const ofFcz = await data.competitionSeasonsOfTeam(M.fcz);
        expect(sortedIds(ofFcz)).toEqual([M.cup2425, M.league2324, M.league2425].sort());
        expect(ofFcz.map((cs) => cs.seasonId)).toEqual(['2024-25', '2024-25', '2023-24']);
        expect(ids(await data.competitionSeasonsOfTeam(M.lugano))).toEqual([M.cup2425]);
      });

      test('teams and players by ids (unknown ids are ignored)', async () => {
        expect(sortedIds(await data.teams([M.fcz, M.red, 'test:nope']))).toEqual([M.fcz, M.red].sort());
        expect(await data.teams([])).toEqual([]);
        expect(sortedIds(await data.players([M.rochat, M.meier]))).toEqual([M.meier, M.rochat].sort());
      });

      test('search ignores case and accents, ranks names starting with the query first, and caps each list', async () => {
        expect(ids((await data.searchTeamsAndPlayers('zurich', 10)).teams).sort()).toEqual([M.fcz, M.gc].sort());
        expect(ids((await data.searchTeamsAndPlayers('ZÜRICH', 10)).teams).sort()).toEqual([M.fcz, M.gc].sort());
        expect(ids((await data.searchTeamsAndPlayers('loic', 10)).players)).toEqual([M.moret]);
        expect(ids((await data.searchTeamsAndPlayers('MULLER', 10)).players)).toEqual([M.mueller]);
        expect(ids((await data.searchTeamsAndPlayers('stephane', 10)).players)).toEqual([M.rochat]);
        expect(ids((await data.searchTeamsAndPlayers('young', 10)).teams)).toEqual([M.yfj, M.yb]);
        const capped = await data.searchTeamsAndPlayers('o', 2);
        expect(capped.teams).toHaveLength(2);
        expect(capped.players).toHaveLength(2);
        expect(await data.searchTeamsAndPlayers('xyzzy', 10)).toEqual({ teams: [], players: [] });
      });

      test('names of a document: every team and player whose name contains one of them, accents and case aside, capped per name', async () => {
        const found = await data.teamsAndPlayersNamed(['FC ZURICH', 'Lukas Muller', 'Zürich', 'xyzzy'], 10);
        expect(sortedIds(found.teams)).toEqual([M.fcz, M.gc].sort());
        expect(ids(found.players)).toEqual([M.mueller]);
        const capped = await data.teamsAndPlayersNamed(['o'], 2);
        expect(capped.teams).toHaveLength(2);
        expect(capped.players).toHaveLength(2);
        // a name is matched as text, never as a LIKE pattern
        expect(await data.teamsAndPlayersNamed(['%', '_'], 10)).toEqual({ teams: [], players: [] });
        expect(await data.teamsAndPlayersNamed([], 10)).toEqual({ teams: [], players: [] });
      });

      test('football matches: filters, order both ways, paging and totals', async () => {
        const q = { order: 'asc' as const, offset: 0, limit: 50 };
        const season = await data.footballMatches({ ...q, competitionSeasonId: M.league2425 });
        expect(season.total).toBe(12);
        expect(ids(season.items)).toEqual(Array.from({ length: 12 }, (_, i) => `test:m:2425-${String(i + 1).padStart(2, '0')}`));
        const desc = await data.footballMatches({ ...q, order: 'desc', competitionSeasonId: M.league2425 });
        expect(ids(desc.items)).toEqual([...ids(season.items)].reverse());

        const page2 = await data.footballMatches({ ...q, competitionSeasonId: M.league2425, offset: 5, limit: 5 });
        expect(page2.total).toBe(12);
        expect(ids(page2.items)).toEqual(ids(season.items).slice(5, 10));
        const beyond = await data.footballMatches({ ...q, competitionSeasonId: M.league2425, offset: 20, limit: 5 });
        expect(beyond).toEqual({ items: [], total: 12 });

        expect((await data.footballMatches({ ...q, competitionId: M.league })).total).toBe(14);
        expect((await data.footballMatches({ ...q, seasonId: '2024-25' })).total).toBe(15);
        expect((await data.footballMatches({ ...q, competitionId: M.league, seasonId: '2023-24' })).total).toBe(2);
        expect(ids((await data.footballMatches({ ...q, teamId: M.lugano })).items)).toEqual(['test:m:cup-sf2', 'test:m:cup-final']);
        expect((await data.footballMatches({ ...q, teamId: M.fcz, seasonId: '2024-25' })).total).toBe(8);
        expect(ids((await data.footballMatches({ ...q, status: 'awarded' })).items)).toEqual(['test:m:2425-07']);
        expect((await data.footballMatches({ ...q, competitionSeasonId: M.league2425, status: 'scheduled' })).total).toBe(3);
        expect((await data.footballMatches({ ...q, competitionSeasonId: M.league2425, status: 'played' })).total).toBe(7);
        expect((await data.footballMatches({ ...q, competitionSeasonId: 'test:nope' })).total).toBe(0);
        expect(sortedIds(await data.allFootballMatches(M.cup2425))).toEqual(['test:m:cup-final', 'test:m:cup-sf1', 'test:m:cup-sf2']);
      });

      test('squads per team and season; transfers from or to a team, or of a player', async () => {
        const squad = await data.squad(M.fcz, '2024-25');
        expect(squad.map((s) => s.playerId).sort()).toEqual([M.favre, M.mueller, M.rossi].sort());
        expect(await data.squad(M.fcz)).toHaveLength(4);
        expect(await data.squad(M.gc)).toEqual([]);
        expect(sortedIds(await data.transfers({ teamId: M.fcz }))).toEqual(['test:transfer:favre', 'test:transfer:rossi']);
        expect(sortedIds(await data.transfers({ teamId: M.gc }))).toEqual(['test:transfer:favre']);
        expect(sortedIds(await data.transfers({ playerId: M.rossi }))).toEqual(['test:transfer:rossi']);
        expect(await data.transfers({ teamId: M.fcz, playerId: M.mueller })).toEqual([]);
      });

      test('tennis tournaments, matches, ranking dates, ranking pages and a player’s entry', async () => {
        expect(sortedIds(await data.tennisTournaments({ association: 'ATP', seasonId: '2024' }))).toEqual([M.basel, M.geneva]);
        expect(await data.tennisTournaments({ association: 'WTA' })).toEqual([]);
        expect(await data.tennisTournaments({ association: 'ATP', seasonId: '2023' })).toEqual([]);
        expect(sortedIds(await data.tennisMatches({ tournamentIds: [M.geneva] }))).toEqual([
          'test:tm:geneva-f',
          'test:tm:geneva-sf1',
          'test:tm:geneva-sf2',
        ]);
        expect(sortedIds(await data.tennisMatches({ playerId: M.rochat }))).toEqual([
          'test:tm:basel-sf1',
          'test:tm:geneva-f',
          'test:tm:geneva-sf1',
        ]);
        expect(sortedIds(await data.tennisMatches({ playerId: M.rochat, tournamentIds: [M.basel] }))).toEqual(['test:tm:basel-sf1']);
        expect(await data.tennisMatches({ playerId: M.rochat, limit: 2 })).toHaveLength(2);
        expect(await data.tennisMatches({ tournamentIds: [] })).toEqual([]);

        expect(await data.tennisRankingDates('ATP')).toEqual(['2024-10-28', '2024-10-21']);
        expect(await data.tennisRankingDates('WTA')).toEqual([]);
        const page = await data.tennisRanking({ association: 'ATP', rankingDate: '2024-10-28', offset: 1, limit: 2 });
        expect(page.total).toBe(5);
        expect(page.entries.map((e) => [e.rank, e.playerId])).toEqual([
          [2, M.becker],
          [3, M.rochat],
        ]);
        expect(await data.tennisRanking({ association: 'ATP', rankingDate: '2024-01-01', offset: 0, limit: 10 })).toEqual({
          entries: [],
          total: 0,
        });
        const of = await data.tennisRankingOf('ATP', '2024-10-21', [M.rochat, M.keller]);
        expect(of.map((e) => [e.playerId, e.rank, e.points])).toEqual([[M.rochat, 2, 4000]]);
      });

      test('winter disciplines, races by season, discipline, gender and ids; results; published standings', async () => {
        expect(sortedIds(await data.winterDisciplines())).toEqual(['DH', 'GS', 'SG', 'SL']);
        expect(sortedIds(await data.winterRaces({ seasonId: '2024-25' }))).toEqual([M.adelboden, M.wengen]);
        expect(sortedIds(await data.winterRaces({ disciplineId: 'DH' }))).toEqual([M.wengen]);
        expect(await data.winterRaces({ gender: 'women' })).toEqual([]);
        expect(await data.winterRaces({ seasonId: '2023-24' })).toEqual([]);
        expect(sortedIds(await data.winterRaces({ ids: [M.adelboden, 'nope'] }))).toEqual([M.adelboden]);
        expect(await data.winterRaceResults([M.adelboden])).toHaveLength(5);
        expect(await data.winterRaceResults([])).toEqual([]);
        const standing = await data.publishedWinterStandings({ seasonId: '2024-25', gender: 'men', disciplineId: 'ALL', kind: 'athlete' });
        expect(standing.map((s) => [s.rank, s.athleteId])).toEqual([
          [1, M.oberholzer],
          [2, M.nilsen],
          [3, M.moret],
        ]);
        expect(await data.publishedWinterStandings({ seasonId: '2024-25', gender: 'men', disciplineId: 'ALL', kind: 'nation' })).toEqual(
          [],
        );
        expect(await data.publishedWinterStandings({ seasonId: '2024-25', gender: 'women', disciplineId: 'ALL', kind: 'athlete' })).toEqual(
          [],
        );
      });

      test('motorsport races by season and ids, results by race, seasons newest first', async () => {
        expect(sortedIds(await data.motorsportRaces({ seasonId: '2024' }))).toEqual([M.f1r1, M.f1r2, M.f1r3, M.f1r4]);
        expect(await data.motorsportRaces({ seasonId: '2023' })).toEqual([]);
        expect(sortedIds(await data.motorsportRaces({ ids: [M.f1r2] }))).toEqual([M.f1r2]);
        const r2 = await data.motorsportResults({ raceIds: [M.f1r2] });
        expect(r2.filter((r) => r.session === 'sprint')).toHaveLength(4);
        expect(r2.filter((r) => r.session === 'race')).toHaveLength(4);
        expect(await data.motorsportResults({ raceIds: [M.f1r4] })).toEqual([]);
        expect(await data.motorsportSeasons()).toEqual(['2024']);
      });
    });
  });
};
