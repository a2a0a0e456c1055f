import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { CollectionFeeds, StoryOutlets, WebhookSecrets } from '@newsdesk/core/alerting/alert.ports';
import { newWebhookSecret } from '../webhooks/standard-webhook-signature';

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Webhook signing secrets (ADR 0022): one per collection, replaced as a whole. */
export class PostgresWebhookSecrets implements WebhookSecrets {
  constructor(
    private readonly orm: MikroORM,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async secretOf(collectionId: string): Promise<string | null> {
    const rows = await this.orm.em
      .fork()
      .execute<{ secret: string }[]>(`select secret from alert_webhook_secret where collection_id = ?`, [collectionId]);
    return rows[0]?.secret ?? null;
  }

  async rotate(collectionId: string): Promise<string> {
    const secret = newWebhookSecret();
    await this.orm.em.fork().execute(
      `insert into alert_webhook_secret (collection_id, secret, created_at) values (?, ?, ?)
       on conflict (collection_id) do update set secret = excluded.secret, created_at = excluded.created_at`,
      [collectionId, secret, this.now()],
    );
    return secret;
  }
}

/**
 * Private feed tokens (ADR 0022): 32 random bytes in base64url, stored as SHA-256 only. A token
 * with that much entropy needs no slow hash: nobody can guess one to compare against.
 */
export class PostgresCollectionFeeds implements CollectionFeeds {
  constructor(private readonly orm: MikroORM) {}

  async issue(collectionId: string, at: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.orm.em.fork().execute(
      `insert into collection_feed_token (collection_id, token_hash, created_at) values (?, ?, ?)
       on conflict (collection_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [collectionId, sha256(token), at],
    );
    return token;
  }

  async revoke(collectionId: string): Promise<void> {
    await this.orm.em.fork().execute(`delete from collection_feed_token where collection_id = ?`, [collectionId]);
  }

  async issuedAt(collectionId: string): Promise<Date | null> {
    const rows = await this.orm.em
      .fork()
      .execute<{ created_at: Date }[]>(`select created_at from collection_feed_token where collection_id = ?`, [collectionId]);
    return rows[0] ? new Date(rows[0].created_at) : null;
  }

  async collectionOf(token: string): Promise<string | null> {
    // a token is 43 base64url characters; anything else is not looked up
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const rows = await this.orm.em
      .fork()
      .execute<{ collection_id: string }[]>(`select collection_id from collection_feed_token where token_hash = ?`, [sha256(token)]);
    return rows[0]?.collection_id ?? null;
  }

  /** One entry per story (its first match), newest first: the feed repeats no story, like the alerts. */
  async recentMatches(collectionId: string, limit: number): Promise<{ documentId: string; matchedAt: Date }[]> {
    const rows = await this.orm.em.fork().execute<{ document_id: string; matched_at: Date }[]>(
      `select document_id, matched_at from (
         select distinct on (story_id) document_id, matched_at from collection_match
          where collection_id = ? order by story_id, matched_at, document_id
       ) firsts order by matched_at desc, document_id limit ?`,
      [collectionId, limit],
    );
    return rows.map((r) => ({ documentId: r.document_id, matchedAt: new Date(r.matched_at) }));
  }
}

/** Outlets of a story: the distinct domains of its documents. */
export class PostgresStoryOutlets implements StoryOutlets {
  constructor(private readonly orm: MikroORM) {}

  async count(storyIds: readonly string[]): Promise<Map<string, number>> {
    if (!storyIds.length) return new Map();
    const rows = await this.orm.em
      .fork()
      .execute<{ story_id: string; outlets: string }[]>(
        `select story_id, count(distinct domain) as outlets from news_document where story_id = any(?::uuid[]) group by story_id`,
        [`{${storyIds.join(',')}}`],
      );
    return new Map(rows.map((r) => [r.story_id, Number(r.outlets)]));
  }
}
