import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { AlertSettings } from '../collections/collection.types';
import { planDeliveries, type PlanInput } from './plan-deliveries';
import { subjectOf, type AlertedStory, type NewDelivery, type PlannedMatch } from './alert.types';

const NOW = new Date('2026-11-22T10:20:00Z');
const settings = (frequency: AlertSettings['frequency']): AlertSettings => ({
  frequency,
  slackChannels: ['#economy'],
  emails: ['desk@example.org'],
});
const match = (documentId: string, storyId: string, minute = 0, isOriginal = documentId === storyId): PlannedMatch => ({
  documentId,
  storyId,
  isOriginal,
  matchedAt: new Date(NOW.getTime() - 60_000 * (20 - minute)),
});
const input = (overrides: Partial<PlanInput>): PlanInput => ({
  alert: settings('immediately'),
  matches: [],
  alerted: new Map(),
  closedDigests: new Set(),
  now: NOW,
  dailyHour: 7,
  ...overrides,
});

describe('planDeliveries', () => {
  test('immediately: one alert per recipient for a new story, due now', () => {
    const plan = planDeliveries(input({ matches: [match('d1', 'd1')] }));
    expect(plan.stories).toEqual([{ storyId: 'd1', subject: 'story:d1', documentId: 'd1' }]);
    expect(plan.deliveries).toEqual([
      { about: { kind: 'story', storyId: 'd1' }, channel: 'slack', recipient: '#economy', threadOf: null, documentIds: ['d1'], dueAt: NOW },
      {
        about: { kind: 'story', storyId: 'd1' },
        channel: 'email',
        recipient: 'desk@example.org',
        threadOf: null,
        documentIds: ['d1'],
        dueAt: NOW,
      },
    ]);
  });

  test('five copies of one story: one alert and four Slack thread replies, no further e-mail', () => {
    const matches = ['s', 'c1', 'c2', 'c3', 'c4'].map((id, i) => match(id, 's', i));
    const plan = planDeliveries(input({ matches }));
    expect(plan.stories).toHaveLength(1);
    expect(plan.deliveries.filter((d) => subjectOf(d.about) === 'story:s')).toHaveLength(2);
    const replies = plan.deliveries.filter((d) => d.about.kind === 'copy');
    expect(replies.map((d) => [d.channel, d.threadOf, d.documentIds[0]])).toEqual(
      ['c1', 'c2', 'c3', 'c4'].map((id) => ['slack', 'story:s', id]),
    );
  });

  test('a copy of a story alerted in an earlier round replies in its thread', () => {
    const alerted = new Map<string, AlertedStory>([['s', { storyId: 's', subject: 'story:s', documentId: 's' }]]);
    const plan = planDeliveries(input({ matches: [match('c1', 's')], alerted }));
    expect(plan.stories).toEqual([]);
    expect(plan.deliveries).toEqual([
      {
        about: { kind: 'copy', documentId: 'c1' },
        channel: 'slack',
        recipient: '#economy',
        threadOf: 'story:s',
        documentIds: ['c1'],
        dueAt: NOW,
      },
    ]);
  });

  test('hourly: stories join the digest of their hour, due at its end; copies add nothing', () => {
    const plan = planDeliveries(
      input({ alert: settings('hourly'), matches: [match('a', 'a', 1), match('b', 'b', 2), match('b2', 'b', 3)] }),
    );
    expect(plan.stories.map((s) => s.subject)).toEqual([
      'digest:hourly:2026-11-22T10:00:00.000Z',
      'digest:hourly:2026-11-22T10:00:00.000Z',
    ]);
    expect(plan.deliveries).toEqual([
      {
        about: { kind: 'digest', frequency: 'hourly', periodStart: new Date('2026-11-22T10:00:00.000Z') },
        channel: 'slack',
        recipient: '#economy',
        threadOf: null,
        documentIds: [],
        dueAt: new Date('2026-11-22T11:00:00Z'),
      },
      {
        about: { kind: 'digest', frequency: 'hourly', periodStart: new Date('2026-11-22T10:00:00.000Z') },
        channel: 'email',
        recipient: 'desk@example.org',
        threadOf: null,
        documentIds: [],
        dueAt: new Date('2026-11-22T11:00:00Z'),
      },
    ]);
  });

  test('a digest already being sent takes no more stories: they go to the next period', () => {
    const plan = planDeliveries(
      input({ alert: settings('daily'), matches: [match('a', 'a')], closedDigests: new Set(['digest:daily:2026-11-22T06:00:00.000Z']) }),
    );
    expect(plan.stories[0]!.subject).toBe('digest:daily:2026-11-23T06:00:00.000Z');
    expect(plan.deliveries[0]!.dueAt).toEqual(new Date('2026-11-24T06:00:00Z'));
  });

  test('no alert settings: nothing', () => {
    expect(planDeliveries(input({ alert: null, matches: [match('a', 'a')] }))).toEqual({ stories: [], deliveries: [] });
  });

  test('an alert with nobody to tell takes no story, so recipients added later hear of the next copy', () => {
    const silent = planDeliveries(
      input({ alert: { frequency: 'immediately', slackChannels: [], emails: [] }, matches: [match('d1', 'd1')] }),
    );
    expect(silent).toEqual({ stories: [], deliveries: [] });
    const later = planDeliveries(input({ matches: [match('c1', 'd1', 5, false)] }));
    expect(later.stories).toEqual([{ storyId: 'd1', subject: 'story:d1', documentId: 'c1' }]);
    expect(later.deliveries.map((d) => [d.channel, subjectOf(d.about)])).toEqual([
      ['slack', 'story:d1'],
      ['email', 'story:d1'],
    ]);
  });

  test('e-mail addresses are compared without case; duplicates collapse', () => {
    const plan = planDeliveries(
      input({
        alert: { frequency: 'immediately', slackChannels: ['#a', '#a'], emails: ['X@Example.org', 'x@example.org'] },
        matches: [match('a', 'a')],
      }),
    );
    expect(plan.deliveries.map((d) => d.recipient)).toEqual(['#a', 'x@example.org']);
  });
});

const key = (d: NewDelivery) => `${subjectOf(d.about)}|${d.channel}|${d.recipient}`;

describe('planDeliveries properties', () => {
  const arbitraryMatches = fc
    .array(
      fc.record({
        doc: fc.integer({ min: 0, max: 30 }),
        story: fc.integer({ min: 0, max: 6 }),
        minute: fc.integer({ min: 0, max: 180 }),
        original: fc.boolean(),
      }),
      { maxLength: 40 },
    )
    .map((rows) => {
      // a document belongs to one story
      const byDoc = new Map(rows.map((r) => [r.doc, r]));
      return [...byDoc.values()].map((r) => ({
        documentId: `d${r.doc}`,
        storyId: `s${r.story}`,
        isOriginal: r.original,
        matchedAt: new Date(Date.UTC(2026, 10, 22, 8, r.minute)),
      }));
    });

  test('split into any rounds, every story alerts once per recipient; every later document of an immediate story is one thread reply per Slack channel', () => {
    fc.assert(
      fc.property(
        arbitraryMatches,
        fc.array(fc.integer({ min: 0, max: 3 })),
        fc.constantFrom('immediately' as const, 'hourly' as const, 'daily' as const),
        (matches, cuts, frequency) => {
          const alert: AlertSettings = { frequency, slackChannels: ['#a', '#b'], emails: ['x@example.org'] };
          const ledger = new Map<string, NewDelivery>();
          const alerted = new Map<string, AlertedStory>();
          let rest = [...matches];
          let round = 0;
          while (rest.length) {
            const take = Math.max(1, cuts[round++ % Math.max(cuts.length, 1)] ?? 1);
            const batch = rest.slice(0, take);
            rest = rest.slice(take);
            const plan = planDeliveries({
              alert,
              matches: batch,
              alerted,
              closedDigests: new Set(),
              now: new Date(Date.UTC(2026, 10, 22, 12)),
              dailyHour: 7,
            });
            for (const s of plan.stories) {
              expect(alerted.has(s.storyId)).toBe(false);
              alerted.set(s.storyId, s);
            }
            // the ledger's unique key keeps the first row of a key
            for (const d of plan.deliveries) if (!ledger.has(key(d))) ledger.set(key(d), d);
          }
          const stories = new Set(matches.map((m) => m.storyId));
          expect(new Set(alerted.keys())).toEqual(stories);
          const heads = [...ledger.values()].filter((d) => d.about.kind !== 'copy');
          for (const recipient of ['#a', '#b', 'x@example.org']) {
            // each story reaches each recipient through exactly one alert or digest
            for (const story of stories) {
              const subject = alerted.get(story)!.subject;
              expect(heads.filter((d) => d.recipient === recipient && subjectOf(d.about) === subject)).toHaveLength(1);
            }
            if (frequency === 'immediately') expect(heads.filter((d) => d.recipient === recipient)).toHaveLength(stories.size);
          }
          const replies = [...ledger.values()].filter((d) => d.about.kind === 'copy');
          expect(replies.every((d) => d.channel === 'slack')).toBe(true);
          expect(replies.length).toBe(frequency === 'immediately' ? 2 * (matches.length - stories.size) : 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
