import { describeSportsDataContract } from './sports-data.contract';
import { InMemorySportsData } from './in-memory-sports-data';

describeSportsDataContract('in-memory', async () => ({ data: new InMemorySportsData(), cleanup: async () => {} }));
