import { beforeEach, describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { AddGazetteerEntry } from './add-gazetteer-entry';
import { toGazetteerExtra } from './gazetteer.types';
import { InMemoryGazetteerRepository } from './in-memory-gazetteer-repository';
import { ListGazetteerEntries } from './list-gazetteer-entries';
import { RemoveGazetteerEntry } from './remove-gazetteer-entry';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

describe('gazetteer entries', () => {
  let repository: InMemoryGazetteerRepository;
  let add: AddGazetteerEntry;
  let counter: number;
  const now = new Date('2026-11-21T10:00:00Z');
  beforeEach(() => {
    repository = new InMemoryGazetteerRepository();
    counter = 0;
    add = new AddGazetteerEntry(repository, { newId: () => `id-${++counter}` }, { now: () => now });
  });

  test('adds a trimmed entry with cleaned aliases and lists it', async () => {
    const entry = await add.execute({
      language: 'de',
      kind: 'person',
      name: '  Karin Keller-Sutter ',
      aliases: [' KKS ', 'kks', '', 'Karin Keller-Sutter'],
    });
    expect(entry).toEqual({ id: 'id-1', language: 'de', kind: 'person', name: 'Karin Keller-Sutter', aliases: ['KKS'], createdAt: now });
    expect(await new ListGazetteerEntries(repository).execute()).toEqual([entry]);
  });

  test('validates language, kind, name and aliases', async () => {
    expect(await codeOf(add.execute({ language: 'it', kind: 'person', name: 'Mario Rossi' }))).toBe('gazetteer.invalid_language');
    expect(await codeOf(add.execute({ language: 'en', kind: 'thing', name: 'Mario Rossi' }))).toBe('gazetteer.invalid_kind');
    expect(await codeOf(add.execute({ language: 'en', kind: 'person', name: ' x ' }))).toBe('gazetteer.invalid_name');
    expect(await codeOf(add.execute({ language: 'en', kind: 'person', name: 'x'.repeat(201) }))).toBe('gazetteer.invalid_name');
    expect(await codeOf(add.execute({ language: 'en', kind: 'person', name: 'x'.repeat(200) }))).toBe('no error');
    const eleven = Array.from({ length: 11 }, (_, i) => `alias ${i}`);
    expect(await codeOf(add.execute({ language: 'en', kind: 'person', name: 'Many Names', aliases: eleven }))).toBe(
      'gazetteer.invalid_aliases',
    );
    expect(await codeOf(add.execute({ language: 'en', kind: 'person', name: 'Long Alias', aliases: ['y'.repeat(201)] }))).toBe(
      'gazetteer.invalid_aliases',
    );
  });

  test('the same name twice in one language and kind is a conflict; elsewhere it is fine', async () => {
    await add.execute({ language: 'fr', kind: 'organization', name: 'Swissmedic' });
    expect(await codeOf(add.execute({ language: 'fr', kind: 'organization', name: 'swissmedic' }))).toBe('gazetteer.entry_exists');
    expect(await codeOf(add.execute({ language: 'de', kind: 'organization', name: 'Swissmedic' }))).toBe('no error');
    expect(await codeOf(add.execute({ language: 'fr', kind: 'location', name: 'Swissmedic' }))).toBe('no error');
  });

  test('removes an entry; a missing one is not found', async () => {
    const entry = await add.execute({ language: 'en', kind: 'location', name: 'Bagnes' });
    const remove = new RemoveGazetteerEntry(repository);
    await remove.execute(entry.id);
    expect(await repository.list()).toEqual([]);
    expect(await codeOf(remove.execute(entry.id))).toBe('gazetteer.entry_not_found');
  });

  test('entries become extractor additions per language and kind', async () => {
    await add.execute({ language: 'de', kind: 'person', name: 'Karin Keller-Sutter', aliases: ['KKS'] });
    await add.execute({ language: 'de', kind: 'location', name: 'Bagnes' });
    await add.execute({ language: 'en', kind: 'organization', name: 'Swissmedic' });
    expect(toGazetteerExtra(await repository.list())).toEqual({
      de: { locations: ['Bagnes'], persons: [{ name: 'Karin Keller-Sutter', aliases: ['KKS'] }] },
      en: { organizations: ['Swissmedic'] },
    });
    expect(toGazetteerExtra([])).toEqual({});
  });
});
