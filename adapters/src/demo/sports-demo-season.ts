import { emptySportsImportBatch, type SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { mergeBatches } from '../sports/importers/shared/import-batch';
import { seasonRecord } from '../sports/importers/shared/season-records';
import { demoFootball } from './sports-demo-season-football';
import { demoMotorsport } from './sports-demo-season-motorsport';
import { demoTennis } from './sports-demo-season-tennis';
import { demoContext } from './sports-demo-season-tools';
import { demoWintersport } from './sports-demo-season-wintersport';

export interface DemoSportsSeasonOptions {
  /** The season is built around this moment (football half played, races on the last weekends). */
  now: Date;
  seed?: number;
}

/**
 * The demo mode's sports desk: a small generated season of each sport with invented names (the
 * real data's licences forbid showing it in a demo). The same `now` and seed give the same batch,
 * so seeding twice changes nothing.
 */
export const generateDemoSportsSeason = (options: DemoSportsSeasonOptions): SportsImportBatch => {
  const ctx = demoContext(options.now, options.seed ?? 20261122);
  const parts = [demoFootball(ctx), demoTennis(ctx), demoMotorsport(ctx), demoWintersport(ctx)].map((part) => ({
    ...emptySportsImportBatch(),
    ...part,
  }));
  const merged = mergeBatches(parts);
  // every season a row names (football 2025-26, tennis 2025, …), once
  const seasonIds = new Set([
    ...merged.competitionSeasons.map((c) => c.seasonId),
    ...merged.tennisTournaments.map((t) => t.seasonId),
    ...merged.motorsportRaces.map((r) => r.seasonId),
    ...merged.winterRaces.map((r) => r.seasonId),
  ]);
  return { ...merged, seasons: [...seasonIds].sort().map(seasonRecord) };
};
