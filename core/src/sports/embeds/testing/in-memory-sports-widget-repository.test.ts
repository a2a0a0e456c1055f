import { sportsWidgetRepositoryContract } from './sports-widget-repository.contract';
import { InMemorySportsWidgetRepository } from './in-memory-sports-widget-repository';

sportsWidgetRepositoryContract('in-memory', async () => new InMemorySportsWidgetRepository());
