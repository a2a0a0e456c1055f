import type { OfficialSource } from './official-source.types';
import type { OfficialSourceRepository } from './source.ports';

export class ListOfficialSources {
  constructor(private readonly officialSources: Pick<OfficialSourceRepository, 'list'>) {}

  execute(): Promise<OfficialSource[]> {
    return this.officialSources.list();
  }
}
