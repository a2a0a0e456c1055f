import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import type { GazetteerEntry } from '@newsdesk/core/gazetteer/gazetteer.types';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresGazetteerRepository } from './postgres-gazetteer-repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const anEntry = (overrides: Partial<GazetteerEntry> = {}): GazetteerEntry => ({
  id: '7d3c1c4e-8a0f-4c55-9a43-2f1f0a000001',
  language: 'de',
  kind: 'person',
  name: 'Karin Keller-Sutter',
  aliases: ['KKS'],
  createdAt: new Date('2026-11-21T10:00:00.000Z'),
  ...overrides,
});

test('entries are added, listed in order, refused twice and removed', async () => {
  const repository = new PostgresGazetteerRepository(db.orm);
  const person = anEntry();
  const place = anEntry({ id: '7d3c1c4e-8a0f-4c55-9a43-2f1f0a000002', kind: 'location', name: 'Bagnes', aliases: [] });
  await repository.add(person);
  await repository.add(place);
  expect(await repository.list()).toEqual([place, person]);

  const duplicate = repository.add(anEntry({ id: '7d3c1c4e-8a0f-4c55-9a43-2f1f0a000003' }));
  await expect(duplicate).rejects.toBeInstanceOf(DomainError);
  await expect(repository.add(anEntry({ id: '7d3c1c4e-8a0f-4c55-9a43-2f1f0a000004' }))).rejects.toMatchObject({
    code: 'gazetteer.entry_exists',
  });
  // Same name, other language: allowed.
  await repository.add(anEntry({ id: '7d3c1c4e-8a0f-4c55-9a43-2f1f0a000005', language: 'fr' }));

  expect(await repository.remove(person.id)).toBe(true);
  expect(await repository.remove(person.id)).toBe(false);
  expect((await repository.list()).map((e) => `${e.language}:${e.kind}:${e.name}`)).toEqual([
    'de:location:Bagnes',
    'fr:person:Karin Keller-Sutter',
  ]);
});
