import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Collection } from '@newsdesk/core/collections/collection.types';
import { createAlertHarness, eventually, type AlertHarness } from './testing/alert-harness';
import { PostgresAlertHousekeeping } from './postgres-alert-housekeeping';

const NOW = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3_600_000);

let h: AlertHarness;
let kept: Collection;
let deleted: Collection;

beforeAll(async () => {
  // nothing is sent here: the fake endpoints are never called
  h = await createAlertHarness({ slackUrl: 'http://127.0.0.1:9', smtpUrl: 'smtp://127.0.0.1:9' });
  kept = await h.addCollection({ frequency: 'immediately', slackChannels: ['#economy'], emails: [] });
  deleted = await h.addCollection({ frequency: 'immediately', slackChannels: ['#economy'], emails: [] });
});
afterAll(async () => {
  await h.stop();
});

const sql = (query: string, params: unknown[] = []) => h.db.orm.em.fork().execute(query, params);
const ids = async (query: string, params: unknown[] = []) => ((await sql(query, params)) as { id: string }[]).map((r) => r.id).sort();

const addMatch = async (collection: Collection, at: Date) => {
  const documentId = randomUUID();
  await sql(`insert into collection_match (collection_id, document_id, story_id, is_original, matched_at) values (?, ?, ?, true, ?)`, [
    collection.id,
    documentId,
    documentId,
    at,
  ]);
  await sql(`insert into alert_planned_match (collection_id, document_id, planned_at) values (?, ?, ?)`, [collection.id, documentId, at]);
  await sql(`insert into alert_story (collection_id, story_id, subject, document_id, created_at) values (?, ?, ?, ?, ?)`, [
    collection.id,
    documentId,
    `story:${documentId}`,
    documentId,
    at,
  ]);
  return documentId;
};

const addDelivery = async (collection: Collection, status: string, createdAt: Date) => {
  const id = randomUUID();
  await sql(
    `insert into alert_delivery (id, collection_id, subject, subject_kind, reference_id, channel, recipient, document_ids, status, attempts, next_attempt_at, created_at)
     values (?, ?, ?, 'story', ?, 'slack', '#economy', '[]'::jsonb, ?, 1, ?, ?)`,
    [id, collection.id, `story:${id}`, id, status, createdAt, createdAt],
  );
  return id;
};

describe('alert housekeeping on PostgreSQL', () => {
  test('removes what is past its retention and what belongs to a deleted collection, and keeps the rest', async () => {
    await addMatch(kept, daysAgo(31));
    const weekOldMatch = await addMatch(kept, daysAgo(9));
    const freshMatch = await addMatch(kept, daysAgo(0.5));
    await addMatch(deleted, daysAgo(0.5));

    await addDelivery(kept, 'sent', daysAgo(91));
    await addDelivery(kept, 'failed', daysAgo(120));
    const recentSent = await addDelivery(kept, 'sent', daysAgo(89));
    const oldButStillRetrying = await addDelivery(kept, 'retrying', daysAgo(100));
    await addDelivery(deleted, 'queued', daysAgo(0.1));
    await addDelivery(deleted, 'sent', daysAgo(1));
    const deletedSending = await addDelivery(deleted, 'sending', daysAgo(0.1));

    await sql(`insert into slack_channel_rate (channel, next_free_at) values ('#old', ?), ('#busy', ?)`, [
      daysAgo(2),
      new Date(NOW.getTime() + 1_000),
    ]);
    for (const c of [kept, deleted]) {
      await sql(`insert into alert_webhook_secret (collection_id, secret, created_at) values (?, 'whsec_x', ?)`, [c.id, NOW]);
      await sql(`insert into collection_feed_token (collection_id, token_hash, created_at) values (?, ?, ?)`, [
        c.id,
        c.id.replace(/-/g, ''),
        NOW,
      ]);
    }
    await sql(`delete from collection where id = ?`, [deleted.id]);

    const housekeeping = new PostgresAlertHousekeeping(h.db.orm);
    expect(await housekeeping.cleanUp(NOW)).toEqual({
      matches: 2,
      planned: 3,
      stories: 2,
      deliveries: 4,
      channelSlots: 1,
      channelSecrets: 2,
      siteChanges: 0,
    });

    const documentIds = async (table: string) =>
      ((await sql(`select document_id from ${table} order by document_id`)) as { document_id: string }[]).map((r) => r.document_id).sort();
    // 30 days of matches and story assignments; planned marks only outlive the planner's 7-day window
    expect(await documentIds('collection_match')).toEqual([weekOldMatch, freshMatch].sort());
    expect(await documentIds('alert_story')).toEqual([weekOldMatch, freshMatch].sort());
    expect(await documentIds('alert_planned_match')).toEqual([freshMatch]);
    // 90 days of finished deliveries; unfinished ones stay; a deleted collection's rows go unless a sender holds one
    expect(await ids(`select id from alert_delivery`)).toEqual([recentSent, oldButStillRetrying, deletedSending].sort());
    expect(await sql(`select channel from slack_channel_rate`)).toEqual([{ channel: '#busy' }]);

    // a second run finds nothing more
    expect(await housekeeping.cleanUp(NOW)).toEqual({
      matches: 0,
      planned: 0,
      stories: 0,
      deliveries: 0,
      channelSlots: 0,
      channelSecrets: 0,
      siteChanges: 0,
    });
  });

  test('the delivery worker cleans up when it starts (and hourly after that)', async () => {
    const documentId = await addMatch(kept, new Date(Date.now() - 40 * 24 * 3_600_000));
    const count = async () =>
      ((await sql(`select count(*)::int as n from collection_match where document_id = ?`, [documentId])) as { n: number }[])[0]!.n;
    expect(await count()).toBe(1);
    await h.startJobs({ cleanUp: true });
    await eventually(count, (n) => n === 0);
  });
});
