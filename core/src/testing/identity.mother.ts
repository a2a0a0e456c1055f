import type { Session, User } from '../identity/identity.types';

let counter = 0;

/** A valid UUID that differs per call, readable in failures. */
export const aUuid = (n = ++counter): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const aUser = (overrides: Partial<User> = {}): User => {
  counter += 1;
  return {
    id: aUuid(counter),
    email: `journalist${counter}@newsdesk.test`,
    givenName: 'Clara',
    familyName: 'Keller',
    roles: ['staff'],
    isNew: false,
    language: 'en',
    colorScheme: 'system',
    passwordHash: 'plain:correct horse battery',
    active: true,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
};

export const aSession = (overrides: Partial<Session> = {}): Session => {
  counter += 1;
  const at = overrides.createdAt ?? new Date('2026-11-21T09:00:00Z');
  return {
    id: `session-${counter}`,
    userId: aUuid(0),
    tokenHash: `hash-${counter}`,
    createdAt: at,
    lastSeenAt: at,
    pageClosedAt: null,
    endedAt: null,
    userAgent: 'jest',
    ip: '127.0.0.1',
    ...overrides,
  };
};
