import { ApiError } from '../api/api-error';
import type { GazetteerAdminApi, GazetteerEntryInput, GazetteerEntryView } from './gazetteer-admin.gateway';

export type GazetteerScenario = 'loaded' | 'empty' | 'loading' | 'load-error';

export const someGazetteerEntries = (): GazetteerEntryView[] => [
  { id: 'g-1', language: 'de', kind: 'person', name: 'Karin Keller-Sutter', aliases: ['KKS'], createdAt: '2026-11-20T09:00:00.000Z' },
  { id: 'g-2', language: 'de', kind: 'organization', name: 'Swissmedic', aliases: [], createdAt: '2026-11-20T09:05:00.000Z' },
  { id: 'g-3', language: 'fr', kind: 'location', name: 'Bagnes', aliases: ['Val de Bagnes'], createdAt: '2026-11-20T09:10:00.000Z' },
  { id: 'g-4', language: 'en', kind: 'organization', name: 'Swiss National Bank', aliases: ['SNB'], createdAt: '2026-11-20T09:15:00.000Z' },
];

/** An in-memory server for stories and tests; it refuses duplicates like the real one. */
export class FakeGazetteerAdminApi implements GazetteerAdminApi {
  entries: GazetteerEntryView[];
  private n = 100;

  constructor(private readonly scenario: GazetteerScenario = 'loaded') {
    this.entries = scenario === 'loaded' ? someGazetteerEntries() : [];
  }

  listEntries() {
    if (this.scenario === 'loading') return new Promise<GazetteerEntryView[]>(() => undefined);
    if (this.scenario === 'load-error')
      return Promise.reject(new ApiError({ status: 0, code: 'network.failed', message: 'The server cannot be reached.' }));
    return Promise.resolve(this.entries.map((e) => ({ ...e, aliases: [...e.aliases] })));
  }

  async addEntry(input: GazetteerEntryInput) {
    const taken = this.entries.some(
      (e) => e.language === input.language && e.kind === input.kind && e.name.toLowerCase() === input.name.toLowerCase(),
    );
    if (taken)
      throw new ApiError({
        status: 409,
        code: 'gazetteer.entry_exists',
        message: 'This name is already listed for this language and kind.',
      });
    const entry: GazetteerEntryView = { id: `g-${++this.n}`, ...input, aliases: [...input.aliases], createdAt: '2026-11-21T10:00:00.000Z' };
    this.entries.push(entry);
    return { ...entry };
  }

  async deleteEntry(id: string) {
    this.entries = this.entries.filter((e) => e.id !== id);
  }
}
