import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../testing/identity.mother';
import { CreateReleaseNote } from './create-release-note';
import { DeleteReleaseNote } from './delete-release-note';
import { ListReleaseNotes } from './list-release-notes';
import { MarkReleaseNotesSeen, ReleaseNotesUnseen } from './mark-release-notes-seen';
import type { MarkdownRenderer } from './release-note.ports';
import { decodeCursor, encodeCursor, MAX_RELEASE_NOTE_LENGTH, textFor } from './release-note.types';
import { InMemoryReleaseNoteRepository } from './testing/in-memory-release-note-repository';
import { UpdateReleaseNoteContent } from './update-release-note-content';

/** A stand-in renderer that makes its work visible; the real one (marked + DOMPurify) has its own test. */
const renderer: MarkdownRenderer = { toSafeHtml: (markdown) => `<p>${markdown.replaceAll('<', '&lt;')}</p>` };

const setup = () => {
  let now = new Date('2026-11-22T08:00:00Z');
  const clock = { now: () => now };
  const tick = (minutes = 1) => (now = new Date(now.getTime() + minutes * 60_000));
  let n = 0;
  const ids = { newId: () => aUuid(9000 + ++n) };
  const notes = new InMemoryReleaseNoteRepository();
  return {
    tick,
    notes,
    create: new CreateReleaseNote(notes, renderer, ids, clock),
    update: new UpdateReleaseNoteContent(notes, renderer, clock),
    remove: new DeleteReleaseNote(notes),
    list: new ListReleaseNotes(notes, 2),
    seen: new MarkReleaseNotesSeen(notes, clock),
    unseen: new ReleaseNotesUnseen(notes),
  };
};

describe('release notes', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  test('create keeps the Markdown, trimmed, and stores the rendered HTML; blank languages are dropped', async () => {
    const view = await ctx.create.execute(aUuid(), { en: '  New <b>glossary</b>  ', de: '   ', fr: 'Nouveau glossaire' });
    expect(view.markdown).toEqual({ en: 'New <b>glossary</b>', fr: 'Nouveau glossaire' });
    expect(view.body).toEqual({ en: '<p>New &lt;b>glossary&lt;/b></p>', fr: '<p>Nouveau glossaire</p>' });
    expect(view.createdAt).toBe('2026-11-22T08:00:00.000Z');
  });

  test('a note without any text, or with a text too long, is refused', async () => {
    await expect(ctx.create.execute(aUuid(), { en: ' ', de: '' })).rejects.toMatchObject({
      code: 'release_note.body_required',
      kind: 'invalid',
    });
    await expect(ctx.create.execute(aUuid(), { de: 'x'.repeat(MAX_RELEASE_NOTE_LENGTH + 1) })).rejects.toMatchObject({
      code: 'release_note.too_long',
    });
  });

  test('content per language: set, replace, remove; the last language cannot be removed', async () => {
    const { id } = await ctx.create.execute(aUuid(), { en: 'Faster search' });
    ctx.tick();
    const withGerman = await ctx.update.execute(id, 'de', 'Schnellere Suche');
    expect(withGerman.markdown).toEqual({ en: 'Faster search', de: 'Schnellere Suche' });
    expect(withGerman.updatedAt).toBe('2026-11-22T08:01:00.000Z');
    expect((await ctx.update.execute(id, 'en', '')).markdown).toEqual({ de: 'Schnellere Suche' });
    await expect(ctx.update.execute(id, 'de', '  ')).rejects.toMatchObject({ code: 'release_note.body_required' });
    await expect(ctx.update.execute(aUuid(), 'de', 'x')).rejects.toMatchObject({ code: 'release_note.not_found', kind: 'not_found' });
  });

  test('the slider pages newest first with a cursor and says whether older notes remain', async () => {
    const made = [];
    for (const text of ['one', 'two', 'three']) {
      made.push(await ctx.create.execute(aUuid(), { en: text }));
      ctx.tick();
    }
    const first = await ctx.list.execute();
    expect(first.releaseNotes.map((n) => n.markdown.en)).toEqual(['three', 'two']);
    expect(first.areThereMoreReleaseNotes).toBe(true);
    const second = await ctx.list.execute(encodeCursor(first.releaseNotes[1]!));
    expect(second).toMatchObject({ releaseNotes: [{ id: made[0]!.id }], areThereMoreReleaseNotes: false });
    await expect(ctx.list.execute('not a cursor')).rejects.toMatchObject({ code: 'release_note.invalid_cursor' });
  });

  test('delete removes the note; an unknown note is not found', async () => {
    const { id } = await ctx.create.execute(aUuid(), { en: 'x' });
    await ctx.remove.execute(id);
    expect((await ctx.list.execute()).releaseNotes).toEqual([]);
    await expect(ctx.remove.execute(id)).rejects.toMatchObject({ code: 'release_note.not_found' });
  });

  test('hasNotSeenReleaseNotes: true for a new note until the reader marks them seen', async () => {
    const reader = aUuid();
    expect(await ctx.unseen.hasUnseen(reader)).toBe(false);
    ctx.tick();
    await ctx.create.execute(aUuid(), { en: 'x' });
    expect(await ctx.unseen.hasUnseen(reader)).toBe(true);
    ctx.tick();
    await ctx.seen.execute(reader);
    expect(await ctx.unseen.hasUnseen(reader)).toBe(false);
    ctx.tick();
    await ctx.create.execute(aUuid(), { en: 'y' });
    expect(await ctx.unseen.hasUnseen(reader)).toBe(true);
  });

  test('body in the reader language, else English, else any; cursors round-trip', () => {
    expect(textFor({ en: 'E', de: 'D' }, 'de')).toBe('D');
    expect(textFor({ en: 'E', fr: 'F' }, 'de')).toBe('E');
    expect(textFor({ fr: 'F' }, 'de')).toBe('F');
    expect(textFor({}, 'de')).toBe('');
    const cursor = encodeCursor({ createdAt: '2026-11-22T08:00:00.000Z', id: 'abc' });
    expect(decodeCursor(cursor)).toEqual({ createdAt: new Date('2026-11-22T08:00:00.000Z'), id: 'abc' });
    expect(decodeCursor('~abc')).toBeNull();
    expect(decodeCursor('yesterday~abc')).toBeNull();
  });
});
