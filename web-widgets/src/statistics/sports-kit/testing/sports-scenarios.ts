import { emptySportsImportBatch, LOCAL_SPORTS_PROVIDER, type SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import { SportsStatistics } from '@newsdesk/core/sports/sports-statistics';
import { InMemorySportsData } from '@newsdesk/core/sports/testing/in-memory-sports-data';
import { fakeSportsServer, type FakeSportsServer } from './fake-sports-client';

/** The states every sports view has a story (and a test) for. */
export const SPORTS_SCENARIOS = ['loaded', 'loading', 'empty', 'error', 'long-names'] as const;
export type SportsScenario = (typeof SPORTS_SCENARIOS)[number];

export interface SportsFixture {
  data: () => SportsImportBatch;
  withLongNames: (batch: SportsImportBatch) => SportsImportBatch;
}

/**
 * The in-memory sports API in a scenario: core's SportsStatistics over InMemorySportsData holding
 * the fixture (or nothing), every route hanging (loading) or failing (error).
 */
export const sportsServer = (fixture: SportsFixture, scenario: SportsScenario): FakeSportsServer => {
  const data = new InMemorySportsData(LOCAL_SPORTS_PROVIDER);
  const batch =
    scenario === 'empty' ? emptySportsImportBatch() : scenario === 'long-names' ? fixture.withLongNames(fixture.data()) : fixture.data();
  const server = fakeSportsServer(new SportsStatistics([data]), data.apply(batch));
  if (scenario === 'loading') server.pending.add('*');
  if (scenario === 'error') server.failing.add('*');
  return server;
};
