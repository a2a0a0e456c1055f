import type { DeliveryAbout } from '../alert.types';

/** One of each kind a ledger row can be about, with the subject each has always been keyed by. */
export const ABOUT_EACH_KIND: readonly [DeliveryAbout, string][] = [
  [{ kind: 'story', storyId: 's1' }, 'story:s1'],
  [{ kind: 'copy', documentId: 'd2' }, 'copy:d2'],
  [{ kind: 'digest', frequency: 'hourly', periodStart: new Date('2026-11-22T10:00:00.000Z') }, 'digest:hourly:2026-11-22T10:00:00.000Z'],
  [{ kind: 'test', id: 't-1' }, 'test:t-1'],
  [{ kind: 'site', at: new Date('2026-11-27T06:10:00.123Z') }, 'site:2026-11-27T06:10:00.123Z'],
  [
    {
      kind: 'site-digest',
      frequency: 'daily',
      from: new Date('2026-11-27T06:00:00.000Z'),
      to: new Date('2026-11-28T06:00:00.000Z'),
    },
    'site-digest:daily:2026-11-27T06:00:00.000Z/2026-11-28T06:00:00.000Z',
  ],
  [
    { kind: 'source-health', incidentId: '5a1e0000-0000-4000-8000-000000000001', notice: 'recovered' },
    'source-health:5a1e0000-0000-4000-8000-000000000001:recovered',
  ],
];
