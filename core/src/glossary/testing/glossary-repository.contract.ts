import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../../testing/identity.mother';
import type { GlossaryRepository } from '../glossary.ports';
import type { GlossaryQuery } from '../glossary.types';
import { aGlossaryComment, aGlossaryItem } from './glossary.mother';

const titles = (page: { entries: { title: string }[] }) => page.entries.map((e) => e.title);
const query = (overrides: Partial<GlossaryQuery> = {}): GlossaryQuery => ({ sort: 'title', page: 1, pageSize: 50, ...overrides });

/** Every GlossaryRepository adapter passes this (in-memory and PostgreSQL). */
export const glossaryRepositoryContract = (name: string, make: () => Promise<GlossaryRepository>) => {
  describe(`${name} satisfies the glossary repository contract`, () => {
    let repo: GlossaryRepository;
    const viewer = aUuid();
    beforeEach(async () => {
      repo = await make();
    });

    test('stores an item and gives it back unchanged, without likes or comments', async () => {
      const item = aGlossaryItem({ title: 'Embargo <b>', description: '<p>Not before <em>10:00</em></p>', descriptionFormat: 'html' });
      await repo.insert(item);
      expect(await repo.findById(item.id)).toEqual(item);
      expect(await repo.entry(item.id, viewer)).toEqual({ ...item, likes: 0, likedByViewer: false, comments: [] });
      expect(await repo.findById(aUuid())).toBeNull();
      expect(await repo.entry(aUuid(), viewer)).toBeNull();
    });

    test('files titles by folded first letter: Ä under A, É under E, ß-words under S, digits and signs under #', async () => {
      for (const title of ['Ärztekammer', 'apfel', 'Élysée', 'eagle', 'ßtraße', '2FA', '«Quote»', 'Zug'])
        await repo.insert(aGlossaryItem({ title }));
      expect(titles(await repo.search(query({ letter: 'A' }), viewer))).toEqual(['apfel', 'Ärztekammer']);
      expect(titles(await repo.search(query({ letter: 'E' }), viewer))).toEqual(['eagle', 'Élysée']);
      expect(titles(await repo.search(query({ letter: 'S' }), viewer))).toEqual(['ßtraße']);
      expect(titles(await repo.search(query({ letter: '#' }), viewer))).toEqual(['2FA', '«Quote»']);
      expect(titles(await repo.search(query({ letter: 'B' }), viewer))).toEqual([]);
      expect(await repo.lettersInUse()).toEqual(['A', 'E', 'S', 'Z', '#']);
    });

    test('sorts by folded title, newest first, or most liked (ties by title); pages keep the total', async () => {
      const [older, middle, newer] = [
        aGlossaryItem({ title: 'Zeitung', createdAt: '2026-11-01T00:00:00.000Z' }),
        aGlossaryItem({ title: 'Öffentlichkeit', createdAt: '2026-11-02T00:00:00.000Z' }),
        aGlossaryItem({ title: 'ombudsman', createdAt: '2026-11-03T00:00:00.000Z' }),
      ];
      for (const item of [older!, middle!, newer!]) await repo.insert(item);
      expect(titles(await repo.search(query(), viewer))).toEqual(['Öffentlichkeit', 'ombudsman', 'Zeitung']);
      expect(titles(await repo.search(query({ sort: 'newest' }), viewer))).toEqual(['ombudsman', 'Öffentlichkeit', 'Zeitung']);
      await repo.setLiked(older!.id, aUuid(), true, '2026-11-04T00:00:00.000Z');
      await repo.setLiked(older!.id, viewer, true, '2026-11-04T00:00:00.000Z');
      await repo.setLiked(newer!.id, aUuid(), true, '2026-11-04T00:00:00.000Z');
      expect(titles(await repo.search(query({ sort: 'most-liked' }), viewer))).toEqual(['Zeitung', 'ombudsman', 'Öffentlichkeit']);
      const second = await repo.search(query({ sort: 'most-liked', page: 2, pageSize: 2 }), viewer);
      expect({ titles: titles(second), total: second.total }).toEqual({ titles: ['Öffentlichkeit'], total: 3 });
      expect((await repo.search(query({ page: 5, pageSize: 2 }), viewer)).entries).toEqual([]);
    });

    test('search finds every word in title or description, ignoring case and accents; % and _ are literal', async () => {
      await repo.insert(aGlossaryItem({ title: 'Café crème', description: 'Coffee with cream.' }));
      await repo.insert(
        aGlossaryItem({ title: 'Sperrfrist', description: '<p>Embargo until <strong>10:00</strong> CET</p>', descriptionFormat: 'html' }),
      );
      await repo.insert(aGlossaryItem({ title: 'Quote', description: '100% accurate, word_for_word.' }));
      expect(titles(await repo.search(query({ text: 'CAFE' }), viewer))).toEqual(['Café crème']);
      expect(titles(await repo.search(query({ text: 'embargo cet' }), viewer))).toEqual(['Sperrfrist']);
      expect(titles(await repo.search(query({ text: 'strong' }), viewer))).toEqual([]);
      expect(titles(await repo.search(query({ text: 'embargo coffee' }), viewer))).toEqual([]);
      expect(titles(await repo.search(query({ text: '0%' }), viewer))).toEqual(['Quote']);
      expect(titles(await repo.search(query({ text: 'd_f' }), viewer))).toEqual(['Quote']);
      expect(titles(await repo.search(query({ text: '%', letter: 'C' }), viewer))).toEqual([]);
    });

    test('update changes the texts and keeps author and creation time; the letter follows the new title', async () => {
      const item = aGlossaryItem({ title: 'Alpha' });
      await repo.insert(item);
      await repo.update({
        ...item,
        title: 'Beta',
        description: 'New',
        authorId: aUuid(),
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: '2026-12-01T00:00:00.000Z',
      });
      expect(await repo.findById(item.id)).toEqual({ ...item, title: 'Beta', description: 'New', updatedAt: '2026-12-01T00:00:00.000Z' });
      expect(titles(await repo.search(query({ letter: 'B' }), viewer))).toEqual(['Beta']);
      expect(await repo.lettersInUse()).toEqual(['B']);
    });

    test('one like per user: liking twice counts once, unliking removes only that user’s like', async () => {
      const item = aGlossaryItem();
      const other = aUuid();
      await repo.insert(item);
      await repo.setLiked(item.id, viewer, true, '2026-11-22T10:00:00.000Z');
      await repo.setLiked(item.id, viewer, true, '2026-11-22T10:01:00.000Z');
      await repo.setLiked(item.id, other, true, '2026-11-22T10:02:00.000Z');
      expect(await repo.entry(item.id, viewer)).toMatchObject({ likes: 2, likedByViewer: true });
      expect(await repo.hasLiked(item.id, viewer)).toBe(true);
      await repo.setLiked(item.id, viewer, false, '2026-11-22T10:03:00.000Z');
      await repo.setLiked(item.id, viewer, false, '2026-11-22T10:04:00.000Z');
      expect(await repo.entry(item.id, viewer)).toMatchObject({ likes: 1, likedByViewer: false });
      expect(await repo.entry(item.id, other)).toMatchObject({ likes: 1, likedByViewer: true });
      expect(await repo.hasLiked(item.id, viewer)).toBe(false);
    });

    test('comments come oldest first; a comment is found and deleted by id; deleting an item takes its likes and comments', async () => {
      const item = aGlossaryItem();
      const keep = aGlossaryItem();
      await repo.insert(item);
      await repo.insert(keep);
      const late = aGlossaryComment({ itemId: item.id, createdAt: '2026-11-22T12:00:00.000Z', text: 'late <script>x</script>' });
      const early = aGlossaryComment({ itemId: item.id, createdAt: '2026-11-22T11:00:00.000Z' });
      const elsewhere = aGlossaryComment({ itemId: keep.id });
      for (const c of [late, early, elsewhere]) await repo.addComment(c);
      expect((await repo.entry(item.id, viewer))?.comments).toEqual([early, late]);
      expect(await repo.findComment(late.id)).toEqual(late);
      await repo.deleteComment(early.id);
      expect(await repo.findComment(early.id)).toBeNull();
      expect((await repo.entry(item.id, viewer))?.comments).toEqual([late]);
      await repo.setLiked(item.id, viewer, true, '2026-11-22T13:00:00.000Z');
      await repo.delete(item.id);
      expect(await repo.findById(item.id)).toBeNull();
      expect(await repo.findComment(late.id)).toBeNull();
      expect(await repo.hasLiked(item.id, viewer)).toBe(false);
      expect((await repo.entry(keep.id, viewer))?.comments).toEqual([elsewhere]);
    });
  });
};
