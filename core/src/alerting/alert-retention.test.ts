import { describe, expect, test } from '@jest/globals';
import { alertRetention, retentionCutoffs } from './alert-retention';

describe('alert retention', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  test('each kind of record has its own cut-off, counted back from now', () => {
    expect(retentionCutoffs(now)).toEqual({
      matchesBefore: new Date('2026-10-23T12:00:00Z'),
      plannedBefore: new Date('2026-11-14T12:00:00Z'),
      storiesBefore: new Date('2026-10-23T12:00:00Z'),
      deliveryLogBefore: new Date('2026-08-24T12:00:00Z'),
      channelSlotsBefore: new Date('2026-11-21T12:00:00Z'),
    });
  });

  test('planned marks are never dropped while planning can still read their matches (7 days)', () => {
    const cutoffs = retentionCutoffs(now, { ...alertRetention, plannedDays: 1 });
    expect(cutoffs.plannedBefore).toEqual(new Date('2026-11-14T12:00:00Z'));
  });

  test('a retention below one day is a configuration error, not a wiped table', () => {
    expect(() => retentionCutoffs(now, { ...alertRetention, deliveryLogDays: 0 })).toThrow('deliveryLogDays must be at least one day');
    expect(() => retentionCutoffs(now, { ...alertRetention, matchesDays: Number.NaN })).toThrow(RangeError);
  });
});
