import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../../testing/identity.mother';
import type { InfoMessageRepository } from '../info-message.ports';
import { anInfoMessage } from './info-message.mother';

const ids = (messages: { id: string }[]) => messages.map((m) => m.id);
const NOW = new Date('2026-11-22T12:00:00Z');

/** Every InfoMessageRepository adapter passes this (in-memory and PostgreSQL). */
export const infoMessageRepositoryContract = (name: string, make: () => Promise<InfoMessageRepository>) => {
  describe(`${name} satisfies the info message repository contract`, () => {
    let repo: InfoMessageRepository;
    beforeEach(async () => {
      repo = await make();
    });

    test('stores a message and gives it back unchanged; update replaces it', async () => {
      const message = anInfoMessage({
        level: 'warning',
        text: { en: 'Down at 18:00', de: 'Ab 18 Uhr offline' },
        expiresAt: new Date('2026-12-01T18:00:00Z'),
      });
      await repo.insert(message);
      expect(await repo.findById(message.id)).toEqual(message);
      expect(await repo.findById(aUuid())).toBeNull();
      const updated = {
        ...message,
        level: 'info' as const,
        text: { fr: 'Hors ligne' },
        expiresAt: null,
        updatedAt: new Date('2026-11-30T00:00:00Z'),
      };
      await repo.update(updated);
      expect(await repo.findById(message.id)).toEqual(updated);
    });

    test('active for a user: not expired, not dismissed by that user, newest first', async () => {
      const old = anInfoMessage({ createdAt: new Date('2026-11-01T00:00:00Z') });
      const expired = anInfoMessage({ createdAt: new Date('2026-11-02T00:00:00Z'), expiresAt: new Date('2026-11-22T11:59:59Z') });
      const later = anInfoMessage({ createdAt: new Date('2026-11-03T00:00:00Z'), expiresAt: new Date('2026-11-22T12:00:01Z') });
      for (const m of [old, expired, later]) await repo.insert(m);
      const reader = aUuid();
      const other = aUuid();
      expect(ids(await repo.listActiveFor(reader, NOW))).toEqual([later.id, old.id]);
      await repo.dismiss(later.id, reader, NOW);
      await repo.dismiss(later.id, reader, NOW);
      expect(ids(await repo.listActiveFor(reader, NOW))).toEqual([old.id]);
      expect(ids(await repo.listActiveFor(other, NOW))).toEqual([later.id, old.id]);
      expect(ids(await repo.listAll())).toEqual([later.id, expired.id, old.id]);
    });

    test('delete removes the message and its dismissals; deleting twice says there was nothing', async () => {
      const message = anInfoMessage();
      const reader = aUuid();
      await repo.insert(message);
      await repo.dismiss(message.id, reader, NOW);
      expect(await repo.delete(message.id)).toBe(true);
      expect(await repo.delete(message.id)).toBe(false);
      await repo.insert(message);
      expect(ids(await repo.listActiveFor(reader, NOW))).toEqual([message.id]);
    });
  });
};
