import { InMemoryReleaseNoteRepository } from './in-memory-release-note-repository';
import { releaseNoteRepositoryContract } from './release-note-repository.contract';

releaseNoteRepositoryContract('in memory', async () => new InMemoryReleaseNoteRepository());
