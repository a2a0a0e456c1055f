import type { InfoMessage } from '../info-message.types';

let counter = 0;

export const anInfoMessage = (overrides: Partial<InfoMessage> = {}): InfoMessage => {
  counter += 1;
  const at = overrides.createdAt ?? new Date(Date.UTC(2026, 10, 1, 9, counter));
  return {
    id: `00000000-0000-4000-a000-${String(counter).padStart(12, '0')}`,
    level: 'info',
    text: { en: `Maintenance window ${counter}` },
    expiresAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};
