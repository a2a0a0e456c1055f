import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../../testing/identity.mother';
import type { ReleaseNoteRepository } from '../release-note.ports';
import { aReleaseNote } from './release-note.mother';

const ids = (notes: { id: string }[]) => notes.map((n) => n.id);

/** Every ReleaseNoteRepository adapter passes this (in-memory and PostgreSQL). */
export const releaseNoteRepositoryContract = (name: string, make: () => Promise<ReleaseNoteRepository>) => {
  describe(`${name} satisfies the release note repository contract`, () => {
    let repo: ReleaseNoteRepository;
    beforeEach(async () => {
      repo = await make();
    });

    test('stores a note with its texts per language and gives it back unchanged', async () => {
      const note = aReleaseNote({
        createdBy: aUuid(),
        markdown: { en: '**Faster** search', de: 'Schnellere Suche – äöü', fr: 'Recherche plus rapide' },
        html: { en: '<p><strong>Faster</strong> search</p>', de: '<p>Schnellere Suche – äöü</p>', fr: '<p>Recherche plus rapide</p>' },
      });
      await repo.insert(note);
      expect(await repo.findById(note.id)).toEqual(note);
      expect(await repo.findById(aUuid())).toBeNull();
    });

    test('pages newest first; a cursor gives the strictly older ones, ties broken by id', async () => {
      const sameTime = new Date('2026-11-20T10:00:00Z');
      const a = aReleaseNote({ createdAt: new Date('2026-11-01T10:00:00Z') });
      const b = aReleaseNote({ createdAt: sameTime });
      const c = aReleaseNote({ createdAt: sameTime });
      const d = aReleaseNote({ createdAt: new Date('2026-11-21T10:00:00Z') });
      for (const note of [a, c, d, b]) await repo.insert(note);
      expect(ids(await repo.listPage(10, null))).toEqual([d.id, c.id, b.id, a.id]);
      expect(ids(await repo.listPage(2, null))).toEqual([d.id, c.id]);
      expect(ids(await repo.listPage(2, { createdAt: c.createdAt, id: c.id }))).toEqual([b.id, a.id]);
      expect(ids(await repo.listPage(2, { createdAt: a.createdAt, id: a.id }))).toEqual([]);
    });

    test('updates texts and deletes; deleting twice says there was nothing', async () => {
      const note = aReleaseNote();
      await repo.insert(note);
      const updated = {
        ...note,
        markdown: { ...note.markdown, de: 'Neu' },
        html: { ...note.html, de: '<p>Neu</p>' },
        updatedAt: new Date('2026-12-01T00:00:00Z'),
      };
      await repo.update(updated);
      expect(await repo.findById(note.id)).toEqual(updated);
      expect(await repo.delete(note.id)).toBe(true);
      expect(await repo.delete(note.id)).toBe(false);
      expect(await repo.findById(note.id)).toBeNull();
    });

    test('a user has unseen notes until marking them seen; a later note is unseen again', async () => {
      const reader = aUuid();
      expect(await repo.hasUnseen(reader)).toBe(false);
      await repo.insert(aReleaseNote({ createdAt: new Date('2026-11-01T10:00:00Z') }));
      expect(await repo.hasUnseen(reader)).toBe(true);
      await repo.markSeen(reader, new Date('2026-11-02T10:00:00Z'));
      expect(await repo.hasUnseen(reader)).toBe(false);
      expect(await repo.hasUnseen(aUuid())).toBe(true);
      await repo.insert(aReleaseNote({ createdAt: new Date('2026-11-03T10:00:00Z') }));
      expect(await repo.hasUnseen(reader)).toBe(true);
      await repo.markSeen(reader, new Date('2026-11-04T10:00:00Z'));
      expect(await repo.hasUnseen(reader)).toBe(false);
    });
  });
};
