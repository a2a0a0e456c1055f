import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { AlertSettings } from '../collections/collection.types';
import { aCollectionSearch as aSearch } from '../collections/testing/collection.mother';
import type { NewsDocument } from '../documents/document.types';
import { compileCollection } from '../percolation/compiled-collection';
import { matchesCollection } from '../percolation/matches-collection';
import { aCollectionSearch, aNewsDocument } from '../percolation/testing/percolation.arbitraries';
import { aBareDocument } from '../testing/news-document.mother';
import { percolatorWouldMatch, previewAlertVolume } from './alert-volume-preview';

const NOW = new Date('2026-11-27T12:00:00.000Z');
let ids = 0;

const aDocument = (at: string, body: string, story?: string): NewsDocument =>
  aBareDocument(
    `d${++ids}`,
    body,
    { title: 'Markets today', acquiredAt: at },
    story === undefined ? {} : { storyId: story, isOriginal: false },
  );

const inflation = compileCollection({ id: 'c1', search: aSearch({ tags: [{ name: 'inflation' }], timeFrame: 'week' }) });
const alert = (frequency: AlertSettings['frequency'], over: Partial<AlertSettings> = {}): AlertSettings => ({
  frequency,
  slackChannels: ['#economy'],
  emails: ['desk@example.org'],
  ...over,
});
const options = { dailyHour: 7, now: NOW };

describe('previewAlertVolume', () => {
  test('immediately: one alert per story, later copies folded, other documents ignored', () => {
    const first = aDocument('2026-11-26T08:00:00.000Z', 'Inflation rose again.');
    const documents = [
      first,
      aDocument('2026-11-26T08:10:00.000Z', 'Inflation rose again, says a second outlet.', first.storyId),
      aDocument('2026-11-26T08:20:00.000Z', 'Inflation eases in Zurich.'),
      aDocument('2026-11-26T11:00:00.000Z', 'Inflating balloons at the fair.'),
      aDocument('2026-11-26T13:00:00.000Z', 'The football season ends.'),
    ];
    // "inflating" shares the stem of "inflation" in English, as in search
    expect(previewAlertVolume(documents, inflation, alert('immediately'), options)).toEqual({
      alerts: 3,
      maxInOneHour: 2,
      matchedDocuments: 4,
    });
  });

  test('the busiest hour is any 60 minutes, not a clock hour', () => {
    const documents = ['09:40', '10:10', '10:30', '10:39', '11:45'].map((t) => aDocument(`2026-11-26T${t}:00.000Z`, 'Inflation.'));
    expect(previewAlertVolume(documents, inflation, alert('immediately'), options)).toMatchObject({ alerts: 5, maxInOneHour: 4 });
  });

  test('hourly: one digest per clock hour with matches, at most one an hour', () => {
    const documents = ['08:05', '08:55', '09:01', '12:30'].map((t) => aDocument(`2026-11-26T${t}:00.000Z`, 'Inflation.'));
    expect(previewAlertVolume(documents, inflation, alert('hourly'), options)).toEqual({ alerts: 3, maxInOneHour: 1, matchedDocuments: 4 });
  });

  test('daily: periods begin at the daily hour in Zurich (CET in winter, CEST in summer)', () => {
    // 06:30 UTC is 07:30 CET: after the winter digest hour; 05:30 UTC (06:30 CET) before it
    const winter = ['2026-11-24T05:30:00.000Z', '2026-11-24T06:30:00.000Z', '2026-11-25T05:59:00.000Z'];
    expect(
      previewAlertVolume(
        winter.map((t) => aDocument(t, 'Inflation.')),
        inflation,
        alert('daily'),
        options,
      ).alerts,
    ).toBe(2);
    // 05:30 UTC is 07:30 CEST: after the summer digest hour
    const summer = ['2026-07-01T05:30:00.000Z', '2026-07-01T06:30:00.000Z'];
    const july = compileCollection({ id: 'c2', search: aSearch({ tags: [{ name: 'inflation' }], timeFrame: 'week' }) });
    expect(
      previewAlertVolume(
        summer.map((t) => aDocument(t, 'Inflation.')),
        july,
        alert('daily'),
        { dailyHour: 7, now: new Date('2026-07-02T00:00:00.000Z') },
      ).alerts,
    ).toBe(1);
  });

  test('no recipient on any channel: nothing would be sent', () => {
    const documents = [aDocument('2026-11-26T08:00:00.000Z', 'Inflation.')];
    expect(previewAlertVolume(documents, inflation, alert('immediately', { slackChannels: [], emails: [] }), options)).toEqual({
      alerts: 0,
      maxInOneHour: 0,
      matchedDocuments: 1,
    });
    expect(
      previewAlertVolume(
        documents,
        inflation,
        alert('immediately', { slackChannels: [], emails: [], webhooks: ['https://cms.example/hook'] }),
        options,
      ).alerts,
    ).toBe(1);
  });

  test('the time frame is resolved when each document was indexed, as the percolation worker does', () => {
    const today = compileCollection({ id: 'c3', search: aSearch({ tags: [{ name: 'inflation' }], timeFrame: 'past-hour' }) });
    const documents = [aDocument('2026-11-21T08:00:00.000Z', 'Inflation.'), aDocument('2026-11-26T08:00:00.000Z', 'Inflation.')];
    expect(previewAlertVolume(documents, today, alert('immediately'), options).alerts).toBe(2);
  });
});

describe('percolatorWouldMatch', () => {
  test('agrees with the brute-force oracle at each document’s indexing time', () => {
    let matched = 0;
    fc.assert(
      fc.property(aCollectionSearch(), fc.array(aNewsDocument(), { minLength: 1, maxLength: 8 }), (search, documents) => {
        let compiled: ReturnType<typeof compileCollection>;
        try {
          compiled = compileCollection({ id: 'c', search });
        } catch {
          return; // a search that cannot run matches nothing, live or previewed
        }
        for (const d of documents) {
          const expected = matchesCollection(search, d, new Date(d.document.firstAcquisitionDate));
          expect(percolatorWouldMatch(compiled, d)).toBe(expected);
          if (expected) matched++;
        }
      }),
      { numRuns: 300, seed: 24_2026 },
    );
    expect(matched).toBeGreaterThan(50);
  });
});
