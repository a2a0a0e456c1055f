import type { MikroORM } from '@mikro-orm/postgresql';
import type { SessionTokens } from '@newsdesk/core/identity/identity.ports';
import type { Session } from '@newsdesk/core/identity/identity.types';
import { sessionState, type SessionPolicy } from '@newsdesk/core/identity/session-policy';
import type { Clock } from '@newsdesk/core/shared/clock';

const HEX_HASH = /^[0-9a-f]{64}$/;

interface Row {
  token_hash: string;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

/**
 * Which of the live sockets' sessions are still alive, read-only: unlike AuthenticateSession it
 * never touches lastSeenAt, because a socket left open in a tab is not the user being active.
 * All tokens of the process go in one query per check (10,000 sockets were 10,000 queries a
 * minute); the rule itself is core's sessionState, as for every request.
 */
export class PostgresSessionLiveness {
  constructor(
    private readonly orm: MikroORM,
    private readonly tokens: Pick<SessionTokens, 'hash'>,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {}

  async aliveAmong(tokens: readonly string[]): Promise<ReadonlySet<string>> {
    const byHash = new Map<string, string>();
    for (const token of new Set(tokens)) byHash.set(this.tokens.hash(token), token);
    // hashes are hex (RandomSessionTokens), so the array literal needs no quoting; anything else cannot match
    const hashes = [...byHash.keys()].filter((hash) => HEX_HASH.test(hash));
    if (hashes.length === 0) return new Set();
    const rows = await this.orm.em
      .fork()
      .execute<Row[]>('select token_hash, created_at, last_seen_at, ended_at from auth_session where token_hash = any(?::text[])', [
        `{${hashes.join(',')}}`,
      ]);
    const now = this.clock.now();
    const alive = new Set<string>();
    for (const row of rows) {
      const session: Pick<Session, 'createdAt' | 'lastSeenAt' | 'endedAt'> = {
        createdAt: new Date(row.created_at),
        lastSeenAt: new Date(row.last_seen_at),
        endedAt: row.ended_at === null ? null : new Date(row.ended_at),
      };
      const token = byHash.get(row.token_hash);
      if (token !== undefined && sessionState(session as Session, now, this.policy) === 'alive') alive.add(token);
    }
    return alive;
  }
}
