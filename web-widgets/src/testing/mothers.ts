import type { SessionInfo, UserView } from '@newsdesk/core/identity/user-view';
import type { ReleaseNote } from '../release-notes/release-notes';

/* Object mothers shared by tests and stories (no testing library here: stories import it). */

export const aUser = (overrides: Partial<UserView> = {}): UserView => ({
  id: 'u-1',
  email: 'anna.keller@newsroom.example',
  name: { givenName: 'Anna', familyName: 'Keller' },
  roles: ['staff'],
  isNew: false,
  language: 'en',
  colorScheme: 'system',
  ...overrides,
});

export const anAdmin = (overrides: Partial<UserView> = {}): UserView =>
  aUser({
    id: 'u-2',
    email: 'marc.dubois@newsroom.example',
    name: { givenName: 'Marc', familyName: 'Dubois' },
    roles: ['staff', 'admin'],
    ...overrides,
  });

export const aSession = (overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  user: aUser(),
  sessionId: 's-1',
  environment: 'production',
  ...overrides,
});

export const someReleaseNotes = (): ReleaseNote[] => [
  {
    id: 'rn-3',
    createdAt: '2025-06-02T08:00:00Z',
    body: {
      en: 'Collections can now be reordered by dragging.\n\nAlerts of a collection follow it to its new place.',
      de: 'Sammlungen lassen sich jetzt per Ziehen neu anordnen.\n\nDie Alerts einer Sammlung ziehen mit um.',
      fr: 'Les collections peuvent désormais être réordonnées par glisser-déposer.\n\nLeurs alertes suivent.',
    },
  },
  {
    id: 'rn-2',
    createdAt: '2025-04-14T08:00:00Z',
    body: {
      en: 'Search highlights wildcard matches (trailing * for prefixes, *word* for contains).',
      de: 'Die Suche hebt Platzhalter-Treffer hervor (Stern am Ende für Präfixe, *Wort* für „enthält“).',
    },
  },
  {
    id: 'rn-1',
    createdAt: '2025-02-03T08:00:00Z',
    body: { en: 'Welcome to Newsdesk: search, collections with alerts, statistics and the glossary in one place.' },
  },
];
