import { documentRepositoryContract } from './documents.contract';
import { InMemoryDocumentRepository } from './in-memory-documents';

documentRepositoryContract('in-memory', async () => new InMemoryDocumentRepository());
