import { describe, expect, test } from '@jest/globals';
import { attentionBucket, attentionChart, bucketRange, bucketStart, bucketStarts, OTHER, type AttentionCount } from './attention';

const at = (iso: string) => new Date(iso);
const range = (from: string, to: string) => ({ from: at(from), to: at(to) });

describe('attentionBucket', () => {
  test('hours up to and including 72 hours, days beyond', () => {
    expect(attentionBucket(range('2026-11-01T00:00:00Z', '2026-11-01T01:00:00Z'))).toBe('hour');
    expect(attentionBucket(range('2026-11-01T00:00:00Z', '2026-11-04T00:00:00Z'))).toBe('hour');
    expect(attentionBucket(range('2026-11-01T00:00:00Z', '2026-11-04T00:00:00.001Z'))).toBe('day');
    expect(attentionBucket(range('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'))).toBe('day');
  });
});

describe('Zurich buckets', () => {
  test('a day starts at Zurich midnight: 23:00Z in winter, 22:00Z in summer', () => {
    expect(bucketStart(at('2026-11-20T22:59:59Z'), 'day').toISOString()).toBe('2026-11-19T23:00:00.000Z');
    expect(bucketStart(at('2026-11-20T23:00:00Z'), 'day').toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(bucketStart(at('2026-07-01T21:30:00Z'), 'day').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(bucketStart(at('2026-07-01T22:30:00Z'), 'day').toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  test('an hour is the clock hour', () => {
    expect(bucketStart(at('2026-11-20T08:59:59.999Z'), 'hour').toISOString()).toBe('2026-11-20T08:00:00.000Z');
  });

  test('days across the spring change are 24, 23 and 24 hours long', () => {
    const starts = bucketStarts(range('2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z'), 'day').map((d) => d.toISOString());
    expect(starts).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
  });

  test('the autumn change day is 25 hours long', () => {
    const starts = bucketStarts(range('2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z'), 'day').map((d) => d.toISOString());
    expect(starts).toEqual(['2026-10-23T22:00:00.000Z', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
  });

  test('a 24-hour frame has 25 hour bars when it does not start on the hour, 24 when it does', () => {
    expect(bucketStarts(range('2026-11-20T08:30:00Z', '2026-11-21T08:30:00Z'), 'hour')).toHaveLength(25);
    expect(bucketStarts(range('2026-11-20T08:00:00Z', '2026-11-21T07:59:59.999Z'), 'hour')).toHaveLength(24);
  });

  test('a bar narrows to its whole bucket; a run of bars to first start … end of the last', () => {
    // the autumn change day: 25 hours
    expect(bucketRange(at('2026-10-24T22:00:00Z'), at('2026-10-24T22:00:00Z'), 'day')).toEqual({
      from: at('2026-10-24T22:00:00Z'),
      to: at('2026-10-25T22:59:59.999Z'),
    });
    expect(bucketRange(at('2026-11-20T08:00:00Z'), at('2026-11-20T10:00:00Z'), 'hour')).toEqual({
      from: at('2026-11-20T08:00:00Z'),
      to: at('2026-11-20T10:59:59.999Z'),
    });
  });
});

describe('attentionChart', () => {
  const week = range('2026-11-16T23:00:00Z', '2026-11-23T22:59:59Z');
  const count = (day: string, key: string, documents: number): AttentionCount => ({ bucket: at(day), key, documents });

  test('every day of the frame has a bar, empty ones at zero', () => {
    const chart = attentionChart(week, 'language', [count('2026-11-18T09:00:00Z', 'de', 4)]);
    expect(chart.bucket).toBe('day');
    expect(chart.bars).toHaveLength(7);
    expect(chart.series).toEqual(['de']);
    expect(chart.bars.map((b) => b.total)).toEqual([0, 4, 0, 0, 0, 0, 0]);
    expect(chart.bars[0]!.counts).toEqual({ de: 0 });
    expect(chart.bars[0]!.end.toISOString()).toBe('2026-11-17T22:59:59.999Z');
  });

  test('the five keys with most documents over the range stay, the rest are summed as other', () => {
    const counts = [
      count('2026-11-17T09:00:00Z', 'a.ch', 10),
      count('2026-11-18T09:00:00Z', 'b.ch', 9),
      count('2026-11-18T09:00:00Z', 'c.ch', 8),
      count('2026-11-19T09:00:00Z', 'd.ch', 7),
      count('2026-11-19T09:00:00Z', 'e.ch', 6),
      count('2026-11-19T09:00:00Z', 'f.ch', 2),
      count('2026-11-20T09:00:00Z', 'g.ch', 3),
      count('2026-11-20T09:00:00Z', 'a.ch', 1),
    ];
    const chart = attentionChart(week, 'source', counts);
    expect(chart.series).toEqual(['a.ch', 'b.ch', 'c.ch', 'd.ch', 'e.ch', OTHER]);
    expect(chart.bars[2]!.counts).toMatchObject({ 'd.ch': 7, 'e.ch': 6, [OTHER]: 2 });
    expect(chart.bars[3]!.counts).toMatchObject({ 'a.ch': 1, [OTHER]: 3 });
    expect(chart.bars.reduce((sum, b) => sum + b.total, 0)).toBe(46);
  });

  test('no other series when five keys or fewer; ties ranked by key', () => {
    const chart = attentionChart(week, 'language', [count('2026-11-17T09:00:00Z', 'fr', 2), count('2026-11-17T09:00:00Z', 'de', 2)]);
    expect(chart.series).toEqual(['de', 'fr']);
  });

  test('counts given at any instant inside a bucket land in it (the index may give UTC or Zurich starts)', () => {
    const chart = attentionChart(range('2026-11-20T00:00:00Z', '2026-11-20T02:30:00Z'), 'language', [
      count('2026-11-20T01:59:00Z', 'en', 1),
    ]);
    expect(chart.bucket).toBe('hour');
    expect(chart.bars.map((b) => b.total)).toEqual([0, 1, 0]);
  });
});
