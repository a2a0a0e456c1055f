import { beforeAll, expect, test } from '@jest/globals';
import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { TennisAssociation } from '@newsdesk/core/sports/sports.types';
import { describeWithSportsData, sportsData } from '../testing/real-sports-data';
import { readSackmannTennis } from './sackmann-tennis-importer';

/** The real Sackmann files (../shared/data/sports/tennis, README §3.2). */
const describeData = describeWithSportsData('tennis', 'Sackmann tennis importer on the real files');

describeData('Sackmann tennis importer on the real files', () => {
  let tennis: SportsImportBatch;
  const notes: string[] = [];
  beforeAll(async () => {
    tennis = await readSackmannTennis(sportsData('tennis'), { onNote: (n) => notes.push(n) });
  }, 120_000);

  const list = (association: TennisAssociation, date: string) =>
    tennis.tennisRankings.filter((r) => r.association === association && r.rankingDate === date).sort((a, b) => a.rank - b.rank);
  const name = (id: string) => tennis.players.find((p) => p.id === id)?.name;

  test('ATP ranking of 2024-12-30: Jannik Sinner No. 1 with 11,830 points, Alexander Zverev No. 2; 2,162 lines, one player twice', () => {
    const atp = list('ATP', '2024-12-30');
    expect(atp[0]).toMatchObject({ rank: 1, playerId: 'sackmann:atp:206173', points: 11830 });
    expect(name(atp[0]!.playerId)).toBe('Jannik Sinner');
    expect(name(atp[1]!.playerId)).toBe('Alexander Zverev');
    expect(atp).toHaveLength(2161);
  });

  test('WTA ranking of 2024-12-30: Aryna Sabalenka No. 1 with 9,416 points from 21 tournaments; 1,452 players', () => {
    const wta = list('WTA', '2024-12-30');
    expect(wta[0]).toMatchObject({ rank: 1, points: 9416, tournamentsPlayed: 21 });
    expect(name(wta[0]!.playerId)).toBe('Aryna Sabalenka');
    expect(wta).toHaveLength(1452);
  });

  test('44 weekly ATP lists and 52 WTA lists; players twice on one list are kept once (the better place)', () => {
    const dates = (a: TennisAssociation) =>
      new Set(tennis.tennisRankings.filter((r) => r.association === a).map((r) => r.rankingDate)).size;
    expect([dates('ATP'), dates('WTA')]).toEqual([44, 52]);
    // 92,341 + 73,614 lines less 44 + 53 duplicates
    expect(tennis.tennisRankings).toHaveLength(92_341 - 44 + 73_614 - 53);
    expect(notes.join('\n')).toContain('97 ranking rows named a player already on the same list');
  });

  test('2024 matches and tournaments: ATP 3,076 in 160 tournaments, WTA 2,689 in 61', () => {
    const of = (a: TennisAssociation) => [
      tennis.tennisMatches.filter((m) => m.id.startsWith(`sackmann:${a.toLowerCase()}:`)).length,
      tennis.tennisTournaments.filter((t) => t.association === a).length,
    ];
    expect(of('ATP')).toEqual([3076, 160]);
    expect(of('WTA')).toEqual([2689, 61]);
    const brisbane = tennis.tennisTournaments.find((t) => t.id === 'sackmann:atp:tournament:2024-0339');
    expect(brisbane).toEqual({
      id: 'sackmann:atp:tournament:2024-0339',
      association: 'ATP',
      seasonId: '2024',
      name: 'Brisbane',
      surface: 'Hard',
      level: 'A',
      startsOn: '2024-01-01',
      drawSize: 32,
    });
    const final = tennis.tennisMatches.find((m) => m.tournamentId === brisbane!.id && m.round === 'F')!;
    expect([name(final.winnerId), name(final.loserId), final.score]).toEqual(['Grigor Dimitrov', 'Holger Rune', '7-6(5) 6-4']);
  });

  test('only the players that rankings and matches name come in, with the players file’s data', () => {
    // every player named is there, none more
    const named = new Set([
      ...tennis.tennisRankings.map((r) => r.playerId),
      ...tennis.tennisMatches.flatMap((m) => [m.winnerId, m.loserId]),
    ]);
    expect(new Set(tennis.players.map((p) => p.id))).toEqual(named);
    expect(tennis.players.find((p) => p.id === 'sackmann:atp:206173')).toMatchObject({
      firstName: 'Jannik',
      lastName: 'Sinner',
      nationality: 'ITA',
      birthDate: '2001-08-16',
      hand: 'R',
      sport: 'tennis',
    });
    expect(tennis.competitions.map((c) => c.id)).toEqual(['sackmann:atp', 'sackmann:wta']);
  });

  test('a players file on its own brings every player in it (65,989 ATP players)', async () => {
    const players = await readSackmannTennis(sportsData('tennis/atp/atp_players.csv.gz'), {});
    expect(players.players).toHaveLength(65_989);
    expect(players.tennisRankings).toHaveLength(0);
  }, 60_000);
});
