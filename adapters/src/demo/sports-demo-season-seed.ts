import type { SportsDataProvider, SportsDataStore, SportsImportSummary } from '@newsdesk/core/sports/sports.ports';
import { generateDemoSportsSeason } from './sports-demo-season';

/**
 * Demo mode: the generated sports season goes in only while the sports tables are empty, so real
 * data imported into the demo database is never mixed with invented clubs. Null when skipped.
 */
export const seedDemoSportsSeason = async (deps: {
  store: SportsDataStore;
  provider: SportsDataProvider;
  now?: Date;
}): Promise<SportsImportSummary | null> => {
  if ((await deps.provider.competitions({})).length > 0) return null;
  return deps.store.apply(generateDemoSportsSeason({ now: deps.now ?? new Date() }));
};
