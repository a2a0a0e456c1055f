import { gazetteerEntryNotFound } from './gazetteer.errors';
import type { GazetteerRepository } from './gazetteer.ports';

/** Documents already ingested keep their entities; only future documents are affected. */
export class RemoveGazetteerEntry {
  constructor(private readonly entries: Pick<GazetteerRepository, 'remove'>) {}

  async execute(id: string): Promise<void> {
    if (!(await this.entries.remove(id))) throw gazetteerEntryNotFound();
  }
}
