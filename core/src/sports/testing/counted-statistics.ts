import type { SportsDataProvider } from '../sports.ports';
import { SportsStatistics } from '../sports-statistics';
import { countingProvider } from './counting-provider';
import { InMemorySportsData } from './in-memory-sports-data';
import { aSportsBatch } from './sports.mother';

/**
 * The statistics use cases over the mother's batch in memory, the provider's calls counted
 * (countingProvider), and any further providers after it.
 */
export const countedStatisticsOfTheMother = async (...others: SportsDataProvider[]) => {
  const data = new InMemorySportsData();
  await data.apply(aSportsBatch());
  const counted = countingProvider(data);
  return { stats: new SportsStatistics([counted.provider, ...others]), counted };
};

export type CountedStatistics = Awaited<ReturnType<typeof countedStatisticsOfTheMother>>;
