import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUser } from '../testing/identity.mother';
import { InMemoryUserRepository } from '../testing/in-memory-identity';
import { AddGlossaryComment } from './add-glossary-comment';
import { DeleteGlossaryComment } from './delete-glossary-comment';
import { DeleteGlossaryItem } from './delete-glossary-item';
import type { GlossaryViewer } from './glossary-access';
import { GlossaryViews } from './glossary-views';
import { ListGlossaryItems } from './list-glossary-items';
import { SaveGlossaryItem } from './save-glossary-item';
import { InMemoryGlossaryRepository, TagStrippingSanitizer } from './testing/in-memory-glossary-repository';
import { ToggleGlossaryLike } from './toggle-glossary-like';

let now = new Date('2026-11-22T12:00:00.000Z');
const clock = { now: () => now };
let n = 0;
const ids = { newId: () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}` };

const author = aUser({ givenName: 'Anna', familyName: 'Author' });
const colleague = aUser({ givenName: 'Carl', familyName: 'Colleague' });
const admin = aUser({ givenName: 'Ada', familyName: 'Admin', roles: ['admin', 'staff'] });
const as = (user: typeof author): GlossaryViewer => ({ id: user.id, isAdmin: user.roles.includes('admin') });

let repo: InMemoryGlossaryRepository;
let save: SaveGlossaryItem;
let list: ListGlossaryItems;
let remove: DeleteGlossaryItem;
let like: ToggleGlossaryLike;
let comment: AddGlossaryComment;
let uncomment: DeleteGlossaryComment;

beforeEach(async () => {
  const users = new InMemoryUserRepository();
  for (const u of [author, colleague, admin]) await users.add(u);
  repo = new InMemoryGlossaryRepository();
  const views = new GlossaryViews(users);
  save = new SaveGlossaryItem(repo, views, new TagStrippingSanitizer(), ids, clock);
  list = new ListGlossaryItems(repo, views);
  remove = new DeleteGlossaryItem(repo);
  like = new ToggleGlossaryLike(repo, views, clock);
  comment = new AddGlossaryComment(repo, views, ids, clock);
  uncomment = new DeleteGlossaryComment(repo, views);
});

describe('SaveGlossaryItem', () => {
  test('creates an item of its author, answering the author’s view', async () => {
    const view = await save.execute(as(author), { title: ' Ärztekammer ', description: 'The medical association.' });
    expect(view).toEqual({
      id: expect.any(String),
      title: 'Ärztekammer',
      description: 'The medical association.',
      descriptionFormat: 'plain',
      letter: 'A',
      createdBy: { id: author.id, name: 'Anna Author' },
      createdAt: '2026-11-22T12:00:00.000Z',
      updatedAt: '2026-11-22T12:00:00.000Z',
      likes: 0,
      likedByMe: false,
      comments: [],
      canEdit: true,
      canDelete: true,
    });
    const seen = await list.execute(as(colleague));
    expect(seen.items[0]).toMatchObject({ id: view.id, canEdit: false, canDelete: false });
  });

  test('edits when an id is given: the author or an admin, never a colleague; the author stays', async () => {
    const created = await save.execute(as(author), { title: 'Embargo', description: 'Not before.' });
    now = new Date('2026-11-22T13:00:00.000Z');
    await expect(save.execute(as(colleague), { id: created.id, title: 'Mine', description: 'x' })).rejects.toMatchObject({
      code: 'glossary.not_author',
      kind: 'forbidden',
    });
    const edited = await save.execute(as(admin), {
      id: created.id,
      title: 'Sperrfrist',
      description: '<p>Until <b>10:00</b></p>',
      descriptionFormat: 'html',
    });
    expect(edited).toMatchObject({
      title: 'Sperrfrist',
      letter: 'S',
      description: '<p>Until 10:00</p>',
      createdBy: { name: 'Anna Author' },
      createdAt: '2026-11-22T12:00:00.000Z',
      updatedAt: '2026-11-22T13:00:00.000Z',
    });
    await expect(save.execute(as(author), { id: ids.newId(), title: 'x', description: 'y' })).rejects.toMatchObject({
      code: 'glossary.not_found',
    });
  });

  test('refuses a missing title or description before storing anything', async () => {
    await expect(save.execute(as(author), { title: '', description: 'x' })).rejects.toMatchObject({
      code: 'glossary.title_required',
      kind: 'invalid',
    });
    await expect(
      save.execute(as(author), { title: 'x', description: '<script>1</script>', descriptionFormat: 'html' }),
    ).rejects.toMatchObject({ code: 'glossary.description_required' });
    expect((await list.execute(as(author))).total).toBe(0);
  });
});

describe('ListGlossaryItems', () => {
  test('letter, search, sort and paging; letters in use for the bar; a bad letter is refused', async () => {
    for (const title of ['Élysée', 'eagle', 'Zug', '2FA']) await save.execute(as(author), { title, description: `About ${title}` });
    const e = await list.execute(as(author), { letter: 'e' });
    expect(e.items.map((i) => i.title)).toEqual(['eagle', 'Élysée']);
    expect(e.letters).toEqual(['E', 'Z', '#']);
    expect((await list.execute(as(author), { text: 'about zug' })).items.map((i) => i.title)).toEqual(['Zug']);
    const paged = await list.execute(as(author), { sort: 'title', page: 2, pageSize: 3 });
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.items.map((i) => i.title)).toEqual(['Zug']);
    expect((await list.execute(as(author), { pageSize: 10_000 })).pageSize).toBe(100);
    await expect(list.execute(as(author), { letter: 'AB' })).rejects.toMatchObject({ code: 'glossary.invalid_letter', kind: 'invalid' });
  });
});

describe('likes and comments', () => {
  test('a like toggles, one per user, and most-liked sorts by it', async () => {
    const first = await save.execute(as(author), { title: 'Alpha', description: 'a' });
    const second = await save.execute(as(author), { title: 'Beta', description: 'b' });
    expect(await like.execute(as(colleague), second.id)).toMatchObject({ likes: 1, likedByMe: true });
    expect(await like.execute(as(admin), second.id)).toMatchObject({ likes: 2, likedByMe: true });
    expect(await like.execute(as(colleague), second.id)).toMatchObject({ likes: 1, likedByMe: false });
    expect((await list.execute(as(author), { sort: 'most-liked' })).items.map((i) => i.id)).toEqual([second.id, first.id]);
    await expect(like.execute(as(colleague), ids.newId())).rejects.toMatchObject({ code: 'glossary.not_found', kind: 'not_found' });
  });

  test('anyone comments; users delete their own comments, admins any, others none', async () => {
    const item = await save.execute(as(author), { title: 'Alpha', description: 'a' });
    const withOne = await comment.execute(as(colleague), item.id, '  <script>alert(1)</script> ');
    const theirs = withOne.comments[0]!;
    expect(theirs).toMatchObject({ text: '<script>alert(1)</script>', createdBy: { name: 'Carl Colleague' }, canDelete: true });
    const mine = (await comment.execute(as(author), item.id, 'Thanks')).comments[1]!;
    // the author of the item cannot delete a colleague's comment on it
    await expect(uncomment.execute(as(author), item.id, theirs.id)).rejects.toMatchObject({
      code: 'glossary.not_comment_author',
      kind: 'forbidden',
    });
    expect((await uncomment.execute(as(author), item.id, mine.id)).comments.map((c) => c.id)).toEqual([theirs.id]);
    expect((await uncomment.execute(as(admin), item.id, theirs.id)).comments).toEqual([]);
    await expect(uncomment.execute(as(admin), item.id, theirs.id)).rejects.toMatchObject({ code: 'glossary.comment_not_found' });
    await expect(comment.execute(as(author), item.id, ' ')).rejects.toMatchObject({ code: 'glossary.comment_required' });
    await expect(comment.execute(as(author), ids.newId(), 'x')).rejects.toMatchObject({ code: 'glossary.not_found' });
  });

  test('a comment id of another item is not found through this item', async () => {
    const one = await save.execute(as(author), { title: 'One', description: 'a' });
    const two = await save.execute(as(author), { title: 'Two', description: 'b' });
    const onTwo = (await comment.execute(as(author), two.id, 'hi')).comments[0]!;
    await expect(uncomment.execute(as(author), one.id, onTwo.id)).rejects.toMatchObject({ code: 'glossary.comment_not_found' });
  });
});

describe('DeleteGlossaryItem', () => {
  test('the author or an admin deletes; a colleague is refused', async () => {
    const a = await save.execute(as(author), { title: 'Alpha', description: 'a' });
    const b = await save.execute(as(author), { title: 'Beta', description: 'b' });
    await expect(remove.execute(as(colleague), a.id)).rejects.toMatchObject({ code: 'glossary.not_author' });
    await remove.execute(as(author), a.id);
    await remove.execute(as(admin), b.id);
    expect((await list.execute(as(author))).total).toBe(0);
    await expect(remove.execute(as(admin), a.id)).rejects.toMatchObject({ code: 'glossary.not_found' });
  });
});
