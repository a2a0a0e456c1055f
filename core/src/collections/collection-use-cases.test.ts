import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUser } from '../testing/identity.mother';
import { InMemoryUserRepository } from '../testing/in-memory-identity';
import type { SearchQuery } from '../search/search-query.types';
import type { SearchResult } from '../search/run-search';
import { CollectionDocuments } from './collection-documents';
import { CollectionViews } from './collection-views';
import { CreateCollection } from './create-collection';
import { DeleteCollection } from './delete-collection';
import { GetCollection } from './get-collection';
import { ListCollections } from './list-collections';
import { ReorderCollections } from './reorder-collections';
import { ShareCollection } from './share-collection';
import type { SlackDirectory } from './slack-directory.ports';
import { aCollectionDraft, aCollectionSearch } from './testing/collection.mother';
import { InMemoryCollectionRepository } from './testing/in-memory-collection-repository';
import { UnsubscribeCollections } from './unsubscribe-collections';
import { UpdateCollection } from './update-collection';

const clock = { now: () => new Date('2026-11-22T12:00:00.000Z') };

/** A workspace with a fixed set of channels; can be made unreachable. */
class FixedSlackDirectory implements SlackDirectory {
  asked: string[] = [];
  down = false;
  constructor(private readonly channels: string[]) {}
  async channelExists(channel: string) {
    this.asked.push(channel);
    if (this.down) throw new Error('slack unreachable');
    return this.channels.includes(channel);
  }
  async userByEmail() {
    return null;
  }
}

let repo: InMemoryCollectionRepository;
let users: InMemoryUserRepository;
let views: CollectionViews;
let slack: FixedSlackDirectory;
let n = 0;
const owner = aUser({ givenName: 'Olga', familyName: 'Owner' });
const colleague = aUser({ givenName: 'Carl', familyName: 'Colleague', email: 'carl@newsdesk.test' });
const stranger = aUser();
const create = (max = 3) => new CreateCollection(repo, views, { newId: () => `c-${++n}` }, clock, slack, { maxPerUser: max });

beforeEach(async () => {
  repo = new InMemoryCollectionRepository();
  users = new InMemoryUserRepository();
  for (const u of [owner, colleague, stranger]) await users.add(u);
  views = new CollectionViews(users);
  slack = new FixedSlackDirectory(['#economy', 'C0123456789']);
});

describe('CreateCollection', () => {
  test('saves a valid draft and answers the owner view with its URL', async () => {
    const view = await create().execute(
      owner.id,
      aCollectionDraft({ name: '  SNB ', alert: { frequency: 'daily', slackChannels: ['#economy'], emails: ['desk@news.ch'] } }),
    );
    expect(view).toMatchObject({
      name: 'SNB',
      url: `/search?collection=${view.id}`,
      role: 'owner',
      owner: { id: owner.id, name: 'Olga Owner', email: owner.email },
      alert: { frequency: 'daily', slackChannels: ['#economy'], emails: ['desk@news.ch'] },
      subscribers: [],
      createdAt: '2026-11-22T12:00:00.000Z',
    });
    expect(await repo.findById(view.id)).toMatchObject({ ownerId: owner.id, name: 'SNB' });
  });

  test('refuses a taken name, the same search, and more than the maximum', async () => {
    const search = aCollectionSearch({ tags: [{ name: 'inflation' }] });
    await create().execute(owner.id, aCollectionDraft({ name: 'Prices', search }));
    await expect(create().execute(owner.id, aCollectionDraft({ name: 'PRICES' }))).rejects.toMatchObject({
      code: 'collection.name_taken',
      kind: 'conflict',
    });
    await expect(
      create().execute(owner.id, aCollectionDraft({ search: { ...search, sort: { field: 'publication-date', direction: 'oldest' } } })),
    ).rejects.toMatchObject({
      code: 'collection.duplicate_search',
    });
    await create().execute(colleague.id, aCollectionDraft({ name: 'Prices', search }));
    await create().execute(owner.id, aCollectionDraft());
    await create().execute(owner.id, aCollectionDraft());
    await expect(create().execute(owner.id, aCollectionDraft())).rejects.toMatchObject({
      code: 'collection.limit_reached',
      details: { max: 3 },
    });
  });

  test('checks Slack channels exist when Slack is configured; format only when not, or when Slack is down', async () => {
    const draft = (channel: string) => aCollectionDraft({ alert: { frequency: 'immediately', slackChannels: [channel], emails: [] } });
    await expect(create().execute(owner.id, draft('#nowhere'))).rejects.toMatchObject({
      code: 'collection.slack_channel_not_found',
      details: { value: '#nowhere' },
    });
    await create().execute(owner.id, draft('C0123456789'));
    const unconfigured = new CreateCollection(repo, views, { newId: () => `c-${++n}` }, clock, null);
    await unconfigured.execute(owner.id, draft('#nowhere'));
    await expect(unconfigured.execute(owner.id, draft('nowhere'))).rejects.toMatchObject({ code: 'collection.invalid_slack_channel' });
    slack.down = true;
    await create().execute(owner.id, draft('#elsewhere'));
  });
});

describe('editing, deleting and access', () => {
  test('the owner updates; a subscriber gets not_owner; a stranger not_found; only new channels are asked about', async () => {
    const made = await create().execute(
      owner.id,
      aCollectionDraft({ alert: { frequency: 'daily', slackChannels: ['#economy'], emails: [] } }),
    );
    await new ShareCollection(repo, users, views).execute(owner.id, made.id, { userIds: [colleague.id] });
    const update = new UpdateCollection(repo, views, clock, slack);
    slack.asked = [];
    const draft = aCollectionDraft({
      name: 'Renamed',
      alert: { frequency: 'hourly', slackChannels: ['#economy', 'C0123456789'], emails: [] },
    });
    const updated = await update.execute(owner.id, made.id, draft);
    expect(updated).toMatchObject({
      name: 'Renamed',
      alert: { frequency: 'hourly' },
      subscribers: [{ id: colleague.id, name: 'Carl Colleague' }],
    });
    expect(slack.asked).toEqual(['C0123456789']);
    await expect(update.execute(colleague.id, made.id, draft)).rejects.toMatchObject({ code: 'collection.not_owner', kind: 'forbidden' });
    await expect(update.execute(stranger.id, made.id, draft)).rejects.toMatchObject({ code: 'collection.not_found', kind: 'not_found' });
    // its own name and search do not count as taken
    await update.execute(owner.id, made.id, { ...draft, name: 'renamed' });
  });

  test('a subscriber sees the collection without the owner’s recipients; delete is the owner’s', async () => {
    const made = await create().execute(
      owner.id,
      aCollectionDraft({ alert: { frequency: 'daily', slackChannels: [], emails: ['boss@news.ch'] } }),
    );
    await new ShareCollection(repo, users, views).execute(owner.id, made.id, { emails: [' CARL@newsdesk.test'] });
    const seen = await new GetCollection(repo, views).execute(colleague.id, made.id);
    expect(seen).toMatchObject({ role: 'subscriber', owner: { name: 'Olga Owner' }, alert: null, subscribers: [] });
    await expect(new GetCollection(repo, views).execute(stranger.id, made.id)).rejects.toMatchObject({ code: 'collection.not_found' });
    await expect(new DeleteCollection(repo).execute(colleague.id, made.id)).rejects.toMatchObject({ code: 'collection.not_owner' });
    await new DeleteCollection(repo).execute(owner.id, made.id);
    expect(await new ListCollections(repo, views).execute(colleague.id)).toEqual([]);
  });
});

describe('sharing, unsubscribing and ordering', () => {
  test('share refuses nobody, unknown and inactive colleagues, and invalid addresses; the owner is skipped', async () => {
    const made = await create().execute(owner.id, aCollectionDraft());
    const share = new ShareCollection(repo, users, views);
    await expect(share.execute(owner.id, made.id, {})).rejects.toMatchObject({ code: 'collection.nobody_to_share_with' });
    await expect(share.execute(owner.id, made.id, { emails: ['ghost@newsdesk.test'] })).rejects.toMatchObject({
      code: 'collection.unknown_colleague',
      details: { value: 'ghost@newsdesk.test' },
    });
    await expect(share.execute(owner.id, made.id, { emails: ['not-an-address'] })).rejects.toMatchObject({
      code: 'collection.invalid_email',
    });
    const retired = aUser({ active: false });
    await users.add(retired);
    await expect(share.execute(owner.id, made.id, { userIds: [retired.id] })).rejects.toMatchObject({
      code: 'collection.unknown_colleague',
    });
    const view = await share.execute(owner.id, made.id, { userIds: [owner.id, colleague.id, colleague.id] });
    expect(view.subscribers.map((s) => s.id)).toEqual([colleague.id]);
    await expect(share.execute(colleague.id, made.id, { userIds: [stranger.id] })).rejects.toMatchObject({ code: 'collection.not_owner' });
  });

  test('unsubscribe needs a selection and cannot leave one’s own collection', async () => {
    const made = await create().execute(owner.id, aCollectionDraft());
    await new ShareCollection(repo, users, views).execute(owner.id, made.id, { userIds: [colleague.id] });
    const unsubscribe = new UnsubscribeCollections(repo);
    await expect(unsubscribe.execute(colleague.id, [])).rejects.toMatchObject({
      code: 'collection.nothing_selected',
      message: 'You must select at least one collection',
    });
    await expect(unsubscribe.execute(owner.id, [made.id])).rejects.toMatchObject({ code: 'collection.owner_cannot_unsubscribe' });
    await expect(unsubscribe.execute(stranger.id, [made.id])).rejects.toMatchObject({ code: 'collection.not_found' });
    await unsubscribe.execute(colleague.id, [made.id, made.id]);
    expect(await new ListCollections(repo, views).execute(colleague.id)).toEqual([]);
  });

  test('reorder takes exactly the visible collections, each once', async () => {
    const a = await create().execute(owner.id, aCollectionDraft());
    const b = await create().execute(owner.id, aCollectionDraft());
    const reorder = new ReorderCollections(repo);
    for (const bad of [[a.id], [a.id, b.id, b.id], [a.id, b.id, 'c-999'], [a.id, 'c-999']]) {
      await expect(reorder.execute(owner.id, bad)).rejects.toMatchObject({ code: 'collection.invalid_order', kind: 'invalid' });
    }
    await reorder.execute(owner.id, [b.id, a.id]);
    expect((await new ListCollections(repo, views).execute(owner.id)).map((c) => c.id)).toEqual([b.id, a.id]);
  });
});

test('collection documents run the saved search with the page asked for, for owner and subscribers only', async () => {
  const search = aCollectionSearch({ tags: [{ name: 'franc*' }], sort: { field: 'publication-date', direction: 'oldest' } });
  const made = await create().execute(owner.id, aCollectionDraft({ search }));
  const ran: SearchQuery[] = [];
  const runSearch = { execute: async (query: SearchQuery) => (ran.push(query), { hits: [], total: 0 } as unknown as SearchResult) };
  const documents = new CollectionDocuments(repo, runSearch);
  await documents.execute(owner.id, made.id, { page: 2, pageSize: 10 });
  expect(ran).toEqual([{ ...search, page: 2, pageSize: 10 }]);
  await expect(documents.execute(stranger.id, made.id, { page: 1, pageSize: 10 })).rejects.toMatchObject({ code: 'collection.not_found' });
});
