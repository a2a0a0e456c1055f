import { InMemorySiteRepository } from './in-memory-site-repository';
import { siteRepositoryContract } from './site-repository.contract';

siteRepositoryContract('InMemorySiteRepository', async () => new InMemorySiteRepository());
