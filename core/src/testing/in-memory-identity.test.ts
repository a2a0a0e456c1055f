import { identityRepositoriesContract } from './identity-repositories.contract';
import { InMemoryLoginFailureLog, InMemorySessionRepository, InMemoryUserRepository } from './in-memory-identity';

identityRepositoriesContract('in-memory', async () => ({
  users: new InMemoryUserRepository(),
  sessions: new InMemorySessionRepository(),
  failures: new InMemoryLoginFailureLog(),
}));
