import { sourcesContract } from './sources.contract';
import {
  InMemoryFeedSourceRepository,
  InMemoryOfficialSourceRepository,
  InMemorySiteListRepository,
  InMemoryTopicRepository,
} from './in-memory-sources';

sourcesContract('in-memory', async () => ({
  feedSources: new InMemoryFeedSourceRepository(),
  siteLists: new InMemorySiteListRepository(),
  officialSources: new InMemoryOfficialSourceRepository(),
  topics: new InMemoryTopicRepository(),
}));
