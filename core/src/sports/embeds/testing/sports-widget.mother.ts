import { aUuid } from '../../../testing/identity.mother';
import type { SportsWidget } from '../sports-widget.types';

/** A Premier League table widget of some editor; override what the test is about. */
export const aSportsWidget = (overrides: Partial<SportsWidget> = {}): SportsWidget =>
  ({
    id: aUuid(),
    ownerId: aUuid(),
    kind: 'football-standings',
    serviceProvider: 'newsdesk',
    params: { competitionSeasonId: 'openfootball:en.1:2024-25' },
    locale: 'en',
    title: 'Premier League 2024-25',
    createdAt: '2026-11-22T09:00:00.000Z',
    revokedAt: null,
    ...overrides,
  }) as SportsWidget;
