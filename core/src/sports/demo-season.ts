/**
 * The demo mode's generated sports season (adapters/src/demo/sports-demo-season.ts) names every
 * row `demo:…`. It is seeded only into empty sports tables; when real data of a tennis tour is
 * imported afterwards, that tour's demo rows go, so the newest ranking week and season are the
 * real ones (an invented 2026 list would otherwise outrank the imported 2024 lists).
 */
import type { SportsImportBatch } from './sports.ports';
import type { TennisAssociation } from './sports.types';

export const DEMO_ID_PREFIX = 'demo:';

export const isDemoId = (id: string): boolean => id.startsWith(DEMO_ID_PREFIX);

/** The tours whose demo rows an import replaces: those it brings real tournaments or ranking lists of. */
export const demoToursReplacedBy = (batch: Pick<SportsImportBatch, 'tennisTournaments' | 'tennisRankings'>): TennisAssociation[] => {
  const tours = new Set<TennisAssociation>();
  for (const t of batch.tennisTournaments) if (!isDemoId(t.id)) tours.add(t.association);
  for (const r of batch.tennisRankings) if (!isDemoId(r.playerId)) tours.add(r.association);
  return [...tours].sort();
};
