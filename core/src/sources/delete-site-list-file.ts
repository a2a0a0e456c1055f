import { siteListNotFound } from './source.errors';
import type { SiteListRepository } from './source.ports';

/** Sources whose domain came from the list stay: the list rule is checked when a source is saved. */
export class DeleteSiteListFile {
  constructor(private readonly lists: Pick<SiteListRepository, 'removeFile'>) {}

  async execute(name: string): Promise<void> {
    if (!(await this.lists.removeFile(name))) throw siteListNotFound();
  }
}
