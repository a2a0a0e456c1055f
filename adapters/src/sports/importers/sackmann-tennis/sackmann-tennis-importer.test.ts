import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from '@jest/globals';
import { readSackmannTennis } from './sackmann-tennis-importer';
import { dayOf } from './tennis-rows';

const PLAYERS = `player_id,name_first,name_last,hand,dob,ioc,height,wikidata_id
1,Ann,Ace,R,19990102,SUI,180,Q1
2,Bea,Base,L,19850000,FRA,,Q2
3,Cat,Court,U,,GER,170,
4,Unused,Player,R,19500101,USA,,
`;
const RANKINGS = `ranking_date,rank,player,points,tours
20241223,1,2,900,20
20241223,2,1,800,18
20241230,1,1,1000,19
20241230,2,2,850,21
20241230,40,3,10,3
20241230,900,3,1,1
20241230,x,3,1,1
`;
const MATCH_HEADER =
  'tourney_id,tourney_name,surface,draw_size,tourney_level,tourney_date,match_num,winner_id,winner_seed,winner_entry,winner_name,winner_hand,winner_ht,winner_ioc,winner_age,loser_id,loser_seed,loser_entry,loser_name,loser_hand,loser_ht,loser_ioc,loser_age,score,best_of,round,minutes';
const MATCHES = `${MATCH_HEADER}
2024-0001,Geneva,Clay,32,A,20240520,300,1,1,,Ann Ace,R,180,SUI,25.3,5,,Q,Eve Extra,R,175,AUT,30.1,6-3 6-7(5) 7-6(4),3,F,151
2024-0001,Geneva,Clay,32,A,20240520,299,1,1,,Ann Ace,R,180,SUI,25.3,2,,,Bea Base,L,,FRA,39.0,W/O,3,SF,
`;

const folder = async (files: Record<string, string | Buffer>) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nd-tennis-'));
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
  return dir;
};

describe('Sackmann tennis importer', () => {
  test('a folder: rankings (gzipped), matches and the players they name; duplicates and bad rows reported', async () => {
    const dir = await folder({
      'wta_players.csv.gz': gzipSync(PLAYERS),
      'wta_rankings_current.csv': RANKINGS,
      'wta_matches_2024.csv': MATCHES,
      'README.md': '# not a csv',
    });
    const notes: string[] = [];
    const batch = await readSackmannTennis(dir, { onNote: (n) => notes.push(n) });
    expect(batch.competitions).toEqual([
      { id: 'sackmann:wta', sport: 'tennis', name: 'WTA Tour', countryCode: null, kind: 'tour', rootTopic: 'sport' },
    ]);
    expect(batch.seasons.map((s) => s.id)).toEqual(['2024']);
    expect(batch.tennisRankings.filter((r) => r.rankingDate === '2024-12-30')).toEqual([
      { association: 'WTA', rankingDate: '2024-12-30', rank: 1, playerId: 'sackmann:wta:1', points: 1000, tournamentsPlayed: 19 },
      { association: 'WTA', rankingDate: '2024-12-30', rank: 2, playerId: 'sackmann:wta:2', points: 850, tournamentsPlayed: 21 },
      { association: 'WTA', rankingDate: '2024-12-30', rank: 40, playerId: 'sackmann:wta:3', points: 10, tournamentsPlayed: 3 },
    ]);
    expect(notes).toEqual([
      '1 ranking rows named a player already on the same list; the better place was kept.',
      '1 rows without the needed ids or dates were skipped.',
    ]);
    expect(batch.tennisTournaments).toEqual([
      {
        id: 'sackmann:wta:tournament:2024-0001',
        association: 'WTA',
        seasonId: '2024',
        name: 'Geneva',
        surface: 'Clay',
        level: 'A',
        startsOn: '2024-05-20',
        drawSize: 32,
      },
    ]);
    expect(batch.tennisMatches).toContainEqual({
      id: 'sackmann:wta:match:2024-0001:300',
      tournamentId: 'sackmann:wta:tournament:2024-0001',
      round: 'F',
      winnerId: 'sackmann:wta:1',
      loserId: 'sackmann:wta:5',
      score: '6-3 6-7(5) 7-6(4)',
      bestOf: 3,
      minutes: 151,
    });
    expect(batch.tennisMatches.find((m) => m.round === 'SF')).toMatchObject({ score: 'W/O', minutes: null });
    // players 1–3 from the players file (4 is named by nothing), 5 only from the match row
    expect(batch.players.map((p) => p.id).sort()).toEqual(['sackmann:wta:1', 'sackmann:wta:2', 'sackmann:wta:3', 'sackmann:wta:5']);
    expect(batch.players.find((p) => p.id === 'sackmann:wta:1')).toEqual({
      id: 'sackmann:wta:1',
      sport: 'tennis',
      name: 'Ann Ace',
      firstName: 'Ann',
      lastName: 'Ace',
      nationality: 'SUI',
      birthDate: '1999-01-02',
      hand: 'R',
      heightCm: 180,
      teamId: null,
      position: null,
      number: null,
    });
    expect(batch.players.find((p) => p.id === 'sackmann:wta:2')).toMatchObject({ birthDate: null, heightCm: null });
    expect(batch.players.find((p) => p.id === 'sackmann:wta:5')).toMatchObject({
      name: 'Eve Extra',
      firstName: null,
      nationality: 'AUT',
      heightCm: 175,
    });
  });

  test('one matches file takes its players from the players file beside it; reading twice gives the same batch', async () => {
    const dir = await folder({ 'atp_players.csv': PLAYERS, 'atp_matches_2024.csv': MATCHES });
    const batch = await readSackmannTennis(path.join(dir, 'atp_matches_2024.csv'), {});
    expect(batch.players.find((p) => p.id === 'sackmann:atp:2')).toMatchObject({ firstName: 'Bea', lastName: 'Base' });
    expect(batch.tennisRankings).toEqual([]);
    expect(await readSackmannTennis(path.join(dir, 'atp_matches_2024.csv'), {})).toEqual(batch);
  });

  test('a players file alone brings all its players', async () => {
    const dir = await folder({ 'atp_players.csv': PLAYERS });
    expect((await readSackmannTennis(path.join(dir, 'atp_players.csv'), {})).players).toHaveLength(4);
  });

  test('files that are not Sackmann’s and empty folders are clear errors', async () => {
    const dir = await folder({ 'scores.csv': 'a,b\n1,2\n' });
    await expect(readSackmannTennis(path.join(dir, 'scores.csv'), {})).rejects.toThrow('not a Sackmann tennis file');
    await expect(readSackmannTennis(dir, {})).rejects.toThrow('no Sackmann tennis files');
    await expect(readSackmannTennis(path.join(dir, 'missing'), {})).rejects.toThrow('no such file or folder');
  });

  test.each([
    ['20241230', '2024-12-30'],
    ['19850000', null],
    ['20240231', null],
    ['', null],
  ])('day %s → %s', (text, day) => {
    expect(dayOf(text)).toBe(day);
  });
});
