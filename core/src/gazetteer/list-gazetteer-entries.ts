import type { GazetteerRepository } from './gazetteer.ports';
import type { GazetteerEntry } from './gazetteer.types';

export class ListGazetteerEntries {
  constructor(private readonly entries: Pick<GazetteerRepository, 'list'>) {}

  execute(): Promise<GazetteerEntry[]> {
    return this.entries.list();
  }
}
