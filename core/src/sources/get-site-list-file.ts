import type { SiteListFile } from './site-list';
import { siteListNotFound } from './source.errors';
import type { SiteListRepository } from './source.ports';

export class GetSiteListFile {
  constructor(private readonly lists: Pick<SiteListRepository, 'findFile'>) {}

  async execute(name: string): Promise<SiteListFile> {
    const file = await this.lists.findFile(name);
    if (!file) throw siteListNotFound();
    return file;
  }
}
