import type { MonitoredSite } from '../site-monitor.types';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export const aSite = (overrides: Partial<MonitoredSite> = {}): MonitoredSite => {
  const at = new Date(Date.UTC(2026, 10, 22, 12, 0, n)).toISOString();
  return {
    id: uuid(),
    ownerId: uuid(),
    name: `Site ${n}`,
    url: `https://example.org/page-${n}`,
    selector: 'main',
    ignoredPatterns: [],
    lastText: null,
    lastChange: null,
    isNew: false,
    lastCheckedAt: null,
    lastError: null,
    alert: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};
