import { describe, expect, test } from '@jest/globals';
import { aCollectionSearch } from '../collections/testing/collection.mother';
import type { CollectionSearch } from '../collections/collection.types';
import type { NewsDocument } from '../documents/document.types';
import { aBareDocument } from '../testing/news-document.mother';
import type { AlertVolumeCandidates } from './alert-volume-preview.ports';
import { PreviewAlertVolume } from './alert-volume-preview-use-case';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const HOUR = 3_600_000;

const aDocument = (hoursAgo: number, body: string): NewsDocument =>
  aBareDocument(`d${hoursAgo}-${body.length}`, body, {
    title: 'Today',
    acquiredAt: new Date(NOW.getTime() - hoursAgo * HOUR).toISOString(),
  });

/** Every stored document of the range, newest first: the port allows more than the matches. */
class InMemoryCandidates implements AlertVolumeCandidates {
  constructor(private readonly documents: NewsDocument[]) {}
  async candidates(_search: CollectionSearch, range: { from: Date; to: Date }, limit: number) {
    const within = this.documents
      .filter((d) => {
        const at = Date.parse(d.document.firstAcquisitionDate);
        return at >= range.from.getTime() && at <= range.to.getTime();
      })
      .sort((a, b) => b.document.firstAcquisitionDate.localeCompare(a.document.firstAcquisitionDate));
    return { documents: within.slice(0, limit), capped: within.length > limit };
  }
}

const stored = [aDocument(1, 'Inflation.'), aDocument(30, 'Inflation.'), aDocument(100, 'Football.'), aDocument(200, 'Inflation.')];
const search = aCollectionSearch({ tags: [{ name: 'inflation' }] });
const alert = { frequency: 'immediately' as const, slackChannels: [], emails: ['desk@example.org'] };
const preview = (maxDocuments?: number) =>
  new PreviewAlertVolume(new InMemoryCandidates(stored), { now: () => NOW }, { dailyHour: 7, ...(maxDocuments ? { maxDocuments } : {}) });

describe('PreviewAlertVolume', () => {
  test('replays the last 7 days: a document 200 hours old is not counted', async () => {
    await expect(preview().execute({ search, alert })).resolves.toEqual({
      alerts: 2,
      maxInOneHour: 1,
      matchedDocuments: 2,
      from: '2026-11-20T12:00:00.000Z',
      to: '2026-11-27T12:00:00.000Z',
      capped: false,
    });
  });

  test('capped: says so, and the range shrinks to the documents replayed', async () => {
    await expect(preview(2).execute({ search, alert })).resolves.toMatchObject({
      alerts: 2,
      capped: true,
      from: '2026-11-26T06:00:00.000Z',
    });
  });

  test('no alert or no recipients: nothing would be sent', async () => {
    await expect(preview().execute({ search, alert: null })).resolves.toMatchObject({ alerts: 0, maxInOneHour: 0 });
    await expect(preview().execute({ search, alert: { ...alert, emails: [] } })).resolves.toMatchObject({ alerts: 0 });
  });

  test('refuses what saving refuses, with the same codes', async () => {
    await expect(preview().execute({ search: aCollectionSearch({ tags: [] }), alert })).rejects.toMatchObject({
      code: 'collection.empty_search',
    });
    await expect(preview().execute({ search, alert: { ...alert, emails: ['not an address'] } })).rejects.toMatchObject({
      code: 'collection.invalid_email',
    });
    await expect(preview().execute({ search: aCollectionSearch({ tags: [{ name: 'a*' }] }), alert })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});
