import { InMemoryInfoMessageRepository } from './in-memory-info-message-repository';
import { infoMessageRepositoryContract } from './info-message-repository.contract';

infoMessageRepositoryContract('in memory', async () => new InMemoryInfoMessageRepository());
