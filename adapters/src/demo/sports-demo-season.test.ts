import { describe, expect, test } from '@jest/globals';
import { championshipStages } from '@newsdesk/core/sports/standings/championship';
import { footballStandings } from '@newsdesk/core/sports/standings/football-standings';
import { motorsportStandings } from '@newsdesk/core/sports/standings/motorsport-standings';
import { wintersportStandings } from '@newsdesk/core/sports/standings/wintersport-standings';
import { InMemorySportsData } from '@newsdesk/core/sports/testing/in-memory-sports-data';
import { zurichIsoDateTime } from '@newsdesk/core/sports/sports-time';
import { generateDemoSportsSeason } from './sports-demo-season';
import { DEMO_CUP_ID, DEMO_LEAGUE_ID } from './sports-demo-season-football';
import { seedDemoSportsSeason } from './sports-demo-season-seed';

// a Wednesday in November: season 2025-26, tennis and racing 2025
const NOW = new Date('2025-11-19T10:00:00Z');
const demo = generateDemoSportsSeason({ now: NOW });

const ids = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));

describe('demo sports season', () => {
  test('deterministic: the same now and seed give the same season; another seed other results', () => {
    expect(generateDemoSportsSeason({ now: NOW })).toEqual(demo);
    const other = generateDemoSportsSeason({ now: NOW, seed: 7 });
    expect(other.footballMatches.map((m) => m.fullTime)).not.toEqual(demo.footballMatches.map((m) => m.fullTime));
    expect(other.footballMatches.map((m) => m.id)).toEqual(demo.footballMatches.map((m) => m.id));
  });

  test('every id a row names is in the batch', () => {
    const teams = ids(demo.teams);
    const players = ids(demo.players);
    const seasons = ids(demo.seasons);
    const competitionSeasons = ids(demo.competitionSeasons);
    expect(demo.competitionSeasons.every((c) => ids(demo.competitions).has(c.competitionId) && seasons.has(c.seasonId))).toBe(true);
    expect(
      demo.footballMatches.every(
        (m) => competitionSeasons.has(m.competitionSeasonId) && teams.has(m.homeTeamId) && teams.has(m.awayTeamId),
      ),
    ).toBe(true);
    expect(demo.squads.every((s) => teams.has(s.teamId) && players.has(s.playerId) && seasons.has(s.seasonId))).toBe(true);
    expect(
      demo.transfers.every((t) => players.has(t.playerId) && [t.fromTeamId, t.toTeamId].every((id) => id === null || teams.has(id))),
    ).toBe(true);
    expect(
      demo.tennisMatches.every((m) => ids(demo.tennisTournaments).has(m.tournamentId) && players.has(m.winnerId) && players.has(m.loserId)),
    ).toBe(true);
    expect(demo.tennisRankings.every((r) => players.has(r.playerId))).toBe(true);
    expect(
      demo.motorsportResults.every((r) => ids(demo.motorsportRaces).has(r.raceId) && players.has(r.driverId) && teams.has(r.teamId)),
    ).toBe(true);
    expect(demo.winterResults.every((r) => ids(demo.winterRaces).has(r.raceId) && players.has(r.athleteId))).toBe(true);
    expect(demo.winterRaces.every((r) => ids(demo.winterDisciplines).has(r.disciplineId) && seasons.has(r.seasonId))).toBe(true);
    expect([...seasons].sort()).toEqual(['2025', '2025-26']);
  });

  test('football: a 10-club league half played around now, kick-offs on Zurich clocks, one match postponed', () => {
    const league = demo.footballMatches.filter((m) => m.competitionSeasonId === `${DEMO_LEAGUE_ID}:2025-26`);
    expect(league).toHaveLength(90);
    const played = league.filter((m) => m.status === 'played');
    expect(played.length).toBeGreaterThanOrEqual(35);
    expect(played.length).toBeLessThanOrEqual(45);
    expect(played.every((m) => Date.parse(m.kickoff!) < NOW.getTime() && m.fullTime !== null)).toBe(true);
    expect(league.filter((m) => m.status === 'scheduled').every((m) => Date.parse(m.kickoff!) > NOW.getTime() && m.fullTime === null)).toBe(
      true,
    );
    expect(league.filter((m) => m.status === 'postponed')).toHaveLength(1);
    expect(new Set(league.map((m) => zurichIsoDateTime(m.kickoff!).slice(11, 16)))).toEqual(new Set(['15:30', '18:30', '14:00', '16:30']));
    const [table] = footballStandings({
      matches: league,
      competitionKind: 'league',
      tieBreakers: ['goal_difference', 'goals_for'],
      pointAdjustments: [],
      teamName: (id) => id,
    }).tables;
    expect(table!.rows).toHaveLength(10);
    expect(table!.rows.reduce((sum, r) => sum + r.played, 0)).toBe(played.length * 2);
    expect(demo.squads).toHaveLength(120);
  });

  test('football: a cup of 8 — quarter-finals and semi-finals played, one on penalties, the final ahead', () => {
    const cup = demo.footballMatches.filter((m) => m.competitionSeasonId === `${DEMO_CUP_ID}:2025-26`);
    const stages = championshipStages(cup);
    expect(stages.stages.map((s) => [s.name, s.rounds[0]!.matches.length])).toEqual([
      ['Quarter-finals', 4],
      ['Semi-finals', 2],
      ['Final', 1],
    ]);
    expect(cup.filter((m) => m.penalties !== null).length).toBeGreaterThanOrEqual(1);
    expect(stages.final).toMatchObject({ status: 'scheduled' });
    expect(stages.winnerTeamId).toBeNull();
    const finalists = [stages.final!.homeTeamId, stages.final!.awayTeamId];
    const semiWinners = stages.stages[1]!.rounds[0]!.matches.map((m) => {
      const score = (m.extraTime ?? m.fullTime)!;
      const home = score.home + (m.penalties?.home ?? 0) >= score.away + (m.penalties?.away ?? 0);
      return home ? m.homeTeamId : m.awayTeamId;
    });
    expect(finalists).toEqual(semiWinners);
  });

  test('tennis: per association two tournaments of eight and two weekly ranking lists of 16', () => {
    for (const association of ['ATP', 'WTA']) {
      const tournaments = demo.tennisTournaments.filter((t) => t.association === association);
      expect(tournaments).toHaveLength(2);
      for (const t of tournaments)
        expect(demo.tennisMatches.filter((m) => m.tournamentId === t.id).map((m) => m.round)).toEqual([
          'QF',
          'QF',
          'QF',
          'QF',
          'SF',
          'SF',
          'F',
        ]);
      const lists = new Set(demo.tennisRankings.filter((r) => r.association === association).map((r) => r.rankingDate));
      expect([...lists].sort()).toEqual(['2025-11-10', '2025-11-17']);
      expect(demo.tennisRankings.filter((r) => r.association === association && r.rankingDate === '2025-11-17')).toHaveLength(16);
    }
    expect(demo.tennisMatches.every((m) => /^(\d-\d|7-6\(\d\)|6-7\(\d\))( (\d-\d|7-6\(\d\)|6-7\(\d\))){1,2}$/.test(m.score))).toBe(true);
  });

  test('racing: six races with results, the last one last Sunday, one sprint; core’s standings after round 6', () => {
    expect(demo.motorsportRaces.map((r) => r.date)).toEqual([
      '2025-09-07',
      '2025-09-21',
      '2025-10-05',
      '2025-10-19',
      '2025-11-02',
      '2025-11-16',
    ]);
    expect(demo.motorsportRaces.filter((r) => r.sprintStartsAt !== null)).toHaveLength(1);
    expect(demo.motorsportResults.filter((r) => r.session === 'sprint')).toHaveLength(10);
    expect(demo.motorsportResults.filter((r) => r.session === 'race')).toHaveLength(60);
    const names = new Map(demo.players.map((p) => [p.id, p.name]));
    const drivers = motorsportStandings({
      races: demo.motorsportRaces,
      results: demo.motorsportResults,
      entityType: 'driver',
      name: (id) => names.get(id) ?? id,
    });
    expect(drivers.afterRound).toBe(6);
    expect(drivers.rows).toHaveLength(10);
    // nine classified per race (one retires): 6 × (25+18+…+2), no fastest-lap point in 2025, the sprint's 8+7+…+1
    expect(drivers.rows.reduce((sum, r) => sum + r.points, 0)).toBe(6 * 100 + 36);
  });

  test('winter sport: four races (men and women, downhill and giant slalom), ten finishers each', () => {
    expect(demo.winterRaces.map((r) => [r.gender, r.disciplineId])).toEqual([
      ['men', 'DH'],
      ['women', 'GS'],
      ['men', 'GS'],
      ['women', 'DH'],
    ]);
    for (const race of demo.winterRaces) {
      const results = demo.winterResults.filter((r) => r.raceId === race.id);
      expect(results.map((r) => r.status).sort()).toEqual([...Array(10).fill('finished'), 'dnf', 'dns'].sort());
      expect(new Set(results.map((r) => r.bib)).size).toBe(12);
      expect(Date.parse(race.startsAt!)).toBeLessThan(NOW.getTime());
    }
    const overall = wintersportStandings({
      races: demo.winterRaces,
      results: demo.winterResults,
      seasonId: '2025-26',
      gender: 'men',
      disciplineId: 'ALL',
      kind: 'athlete',
    });
    expect(overall.racesCounted).toBe(2);
    expect(overall.rows[0]!.points).toBeGreaterThanOrEqual(100);
  });

  test('seeding: only into empty sports tables (a second seed, like one into imported data, is skipped); regenerating changes nothing', async () => {
    const store = new InMemorySportsData();
    const first = await seedDemoSportsSeason({ store, provider: store, now: NOW });
    expect(first!.footballMatches.inserted).toBe(97);
    expect(await seedDemoSportsSeason({ store, provider: store, now: NOW })).toBeNull();
    const again = await store.apply(generateDemoSportsSeason({ now: NOW }));
    expect(Object.values(again).every((c) => c.inserted === 0 && c.updated === 0)).toBe(true);
  });
});
