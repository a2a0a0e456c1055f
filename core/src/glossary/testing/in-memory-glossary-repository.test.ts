import { glossaryRepositoryContract } from './glossary-repository.contract';
import { InMemoryGlossaryRepository } from './in-memory-glossary-repository';

glossaryRepositoryContract('in-memory', async () => new InMemoryGlossaryRepository());
