import { beforeEach, describe, expect, test } from '@jest/globals';
import type { DocumentRecord, DocumentRepository } from '../documents/document.ports';
import { simhash } from '../ingestion/fingerprint';
import { aUuid } from './identity.mother';

export const aDocumentRecord = (
  overrides: Partial<DocumentRecord> = {},
  body = 'The Swiss National Bank kept its policy rate at 0.5 percent on Thursday, citing easing inflation.',
): DocumentRecord => {
  const id = overrides.id ?? aUuid();
  return {
    id,
    document: {
      publicationDate: '2026-11-20T08:00:00.000Z',
      firstAcquisitionDate: '2026-11-20T08:05:00.000Z',
      domain: 'news.example',
      documentTitle: 'SNB holds rate',
      documentBody: body,
      url: `https://news.example/${id}`,
      associatedText: ['Annex: monetary policy assessment'],
    },
    metadata: {
      concepts: {
        organizations: [{ name: 'Swiss National Bank' }],
        persons: [],
        locations: [{ name: 'Zurich' }],
        categories: [{ name: 'economy' }],
      },
    },
    language: 'en',
    storyId: id,
    isOriginal: true,
    canonicalUrl: `https://news.example/${id}`,
    contentHash: `hash-${id.slice(-6)}`,
    simhash: simhash(body),
    sourceId: null,
    mentions: [
      { name: 'Swiss National Bank', kind: 'organization', method: 'gazetteer' },
      { name: 'Zurich', kind: 'location', method: 'library' },
    ],
    ...overrides,
  };
};

/** Every DocumentRepository adapter passes this (in-memory and PostgreSQL). */
export const documentRepositoryContract = (name: string, make: () => Promise<DocumentRepository>) => {
  describe(`${name} satisfies the document repository contract`, () => {
    let repo: DocumentRepository;
    beforeEach(async () => {
      repo = await make();
    });

    test('stores a document and gives it back in the spec shape', async () => {
      const record = aDocumentRecord();
      await repo.insert(record);
      const { canonicalUrl: _c, contentHash: _h, simhash: _s, sourceId: _src, mentions: _m, ...expected } = record;
      expect(await repo.findById(record.id)).toEqual(expected);
      expect(await repo.findById(aUuid())).toBeNull();
    });

    test('finds documents by canonical URL and by content hash', async () => {
      const record = aDocumentRecord();
      await repo.insert(record);
      expect(await repo.findByCanonicalUrl(record.canonicalUrl)).toEqual({
        id: record.id,
        canonicalUrl: record.canonicalUrl,
        contentHash: record.contentHash,
        storyId: record.storyId,
      });
      expect(await repo.findByContentHash(record.contentHash)).toMatchObject({ id: record.id });
      expect(await repo.findByCanonicalUrl('https://news.example/none')).toBeNull();
    });

    test('story candidates are recent and near by simhash, nearest first', async () => {
      const near = aDocumentRecord();
      const copy = aDocumentRecord({ simhash: near.simhash ^ 0b111n, storyId: near.id, isOriginal: false });
      const old = aDocumentRecord({ simhash: near.simhash });
      old.document.firstAcquisitionDate = '2026-10-01T00:00:00.000Z';
      const far = aDocumentRecord({ simhash: ~near.simhash & ((1n << 64n) - 1n) });
      for (const r of [copy, near, old, far]) await repo.insert(r);
      const candidates = await repo.storyCandidates(near.simhash, new Date('2026-11-19T00:00:00Z'), 18, 10);
      expect(candidates.map((c) => c.id)).toEqual([near.id, copy.id]);
      expect(candidates[1]).toMatchObject({ storyId: near.id, title: 'SNB holds rate' });
    });

    test('a changed text replaces the document text and keeps the old one as a revision', async () => {
      const record = aDocumentRecord();
      await repo.insert(record);
      await repo.updateText(record.id, {
        title: 'SNB holds rate, sees risks',
        body: 'Updated body text about the Swiss National Bank decision and the risks it sees.',
        associatedText: [],
        contentHash: 'hash-new',
        simhash: 42n,
        mentions: [{ name: 'SNB', kind: 'organization', method: 'cue' }],
        categories: ['economy', 'finance'],
        language: 'en',
        changedAt: new Date('2026-11-20T09:00:00Z'),
      });
      const updated = await repo.findById(record.id);
      expect(updated?.document.documentTitle).toBe('SNB holds rate, sees risks');
      expect(updated?.metadata.concepts.organizations).toEqual([{ name: 'SNB' }]);
      expect(updated?.metadata.concepts.categories).toEqual([{ name: 'economy' }, { name: 'finance' }]);
      expect(await repo.findByContentHash('hash-new')).toMatchObject({ id: record.id });
    });
  });
};
