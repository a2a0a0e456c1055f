import { identityRepositoriesContract } from './identity-repositories.contract';
import { InMemoryLoginAttemptLedger, InMemorySessionRepository, InMemoryUserRepository } from './in-memory-identity';
import { loginAttemptLedgerContract } from './login-attempt-ledger.contract';

identityRepositoriesContract('in-memory', async () => ({
  users: new InMemoryUserRepository(),
  sessions: new InMemorySessionRepository(),
}));

loginAttemptLedgerContract('in-memory', async () => new InMemoryLoginAttemptLedger());
