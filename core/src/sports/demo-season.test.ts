import { describe, expect, test } from '@jest/globals';
import { emptySportsImportBatch } from './sports.ports';
import { aTennisRankingEntry, aTennisTournament } from './testing/sports.mother';
import { demoToursReplacedBy, isDemoId } from './demo-season';

describe('the demo season gives way to real tennis data', () => {
  test('an import replaces the demo rows of the tours it brings real tournaments or ranking lists of', () => {
    const batch = {
      ...emptySportsImportBatch(),
      tennisTournaments: [aTennisTournament({ id: 'atp:2024-0339', association: 'ATP' })],
      tennisRankings: [aTennisRankingEntry({ association: 'WTA', playerId: 'wta:214544', rank: 1 })],
    };
    expect(demoToursReplacedBy(batch)).toEqual(['ATP', 'WTA']);
  });

  test('the demo season itself and imports without tennis replace nothing', () => {
    const demo = {
      ...emptySportsImportBatch(),
      tennisTournaments: [aTennisTournament({ id: 'demo:atp:tournament:2026-1' })],
      tennisRankings: [aTennisRankingEntry({ association: 'WTA', playerId: 'demo:wta:player:1', rank: 1 })],
    };
    expect(demoToursReplacedBy(demo)).toEqual([]);
    expect(demoToursReplacedBy(emptySportsImportBatch())).toEqual([]);
    expect([isDemoId('demo:atp'), isDemoId('atp:104925'), isDemoId('sackmann:atp')]).toEqual([true, false, false]);
  });
});
