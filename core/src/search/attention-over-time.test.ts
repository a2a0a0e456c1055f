import { describe, expect, test } from '@jest/globals';
import type { AttentionCount } from './attention';
import { AttentionOverTime } from './attention-over-time';
import type { AttentionIndex, AttentionRequest } from './attention.ports';

const noFilters = { domains: [], topics: [], languages: [], entities: { organizations: [], persons: [], locations: [] } };

/** Records what it is asked and answers with fixed counts: the use case's part is the asking and the folding. */
class RecordingAttentionIndex implements AttentionIndex {
  requests: AttentionRequest[] = [];
  constructor(private readonly answer: AttentionCount[]) {}
  async counts(request: AttentionRequest) {
    this.requests.push(request);
    return this.answer;
  }
}

describe('AttentionOverTime', () => {
  const now = new Date('2026-11-27T10:15:00Z');
  const clock = { now: () => now };

  test('24 hours: hour bars over the parsed query and the resolved frame', async () => {
    const index = new RecordingAttentionIndex([{ bucket: new Date('2026-11-27T09:00:00Z'), key: 'de', documents: 3 }]);
    const chart = await new AttentionOverTime(index, clock).execute({
      tags: [{ name: 'inflation' }],
      timeFrame: '24-hours',
      filters: noFilters,
      exactMatchesOnly: false,
      split: 'language',
    });
    expect(index.requests[0]).toMatchObject({
      bucket: 'hour',
      split: 'language',
      range: { from: new Date('2026-11-26T10:15:00Z'), to: now },
    });
    expect(index.requests[0]!.ast).toEqual({ kind: 'term', term: { kind: 'plain', text: 'inflation' } });
    expect(chart.bars).toHaveLength(25);
    expect(chart.bars.at(-2)!.counts).toEqual({ de: 3 });
  });

  test('a month: day bars', async () => {
    const index = new RecordingAttentionIndex([]);
    const chart = await new AttentionOverTime(index, clock).execute({
      tags: [],
      timeFrame: 'month',
      filters: noFilters,
      exactMatchesOnly: false,
      split: 'source',
    });
    expect(chart.bucket).toBe('day');
    expect(chart.series).toEqual([]);
    expect(chart.bars).toHaveLength(32);
  });

  test('an invalid query is refused before the index is asked', async () => {
    const index = new RecordingAttentionIndex([]);
    await expect(
      new AttentionOverTime(index, clock).execute({
        tags: [{ name: 'a*' }],
        timeFrame: 'week',
        filters: noFilters,
        exactMatchesOnly: false,
        split: 'source',
      }),
    ).rejects.toMatchObject({ code: 'search.wildcard_too_short' });
    expect(index.requests).toHaveLength(0);
  });
});
