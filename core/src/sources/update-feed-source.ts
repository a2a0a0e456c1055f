import { checkFeedSourceSettings, type FeedSourceInput } from './feed-source-settings';
import { sourceNotFound, sourceUrlTaken } from './source.errors';
import type { FeedHostScreen, FeedSourceRepository, SiteListRepository } from './source.ports';
import type { FeedSource } from './source.types';

/** Fields left out keep their value; `resume` un-pauses a source the crawler paused. */
export interface UpdateFeedSourceCommand extends Partial<FeedSourceInput> {
  id: string;
  resume?: boolean | undefined;
}

export class UpdateFeedSource {
  constructor(
    private readonly sources: FeedSourceRepository,
    private readonly lists: Pick<SiteListRepository, 'isListed'>,
    private readonly screen: FeedHostScreen,
  ) {}

  async execute(command: UpdateFeedSourceCommand): Promise<FeedSource> {
    const current = await this.sources.findById(command.id);
    if (!current) throw sourceNotFound();
    const settings = await checkFeedSourceSettings(
      {
        name: command.name ?? current.name,
        url: command.url ?? current.url,
        domain: command.domain ?? current.domain,
        intervalMinutes: command.intervalMinutes ?? current.intervalMinutes,
        enabled: command.enabled ?? current.enabled,
        concurrency: command.concurrency ?? current.concurrency,
      },
      this.lists,
      this.screen,
      { url: current.url, domain: current.domain },
    );
    if (settings.url !== current.url) {
      const holder = await this.sources.findByUrl(settings.url);
      if (holder && holder.id !== current.id) throw sourceUrlTaken();
    }
    await this.sources.updateSettings(current.id, settings);
    if (command.resume && current.health.paused) await this.sources.resume(current.id);
    return (await this.sources.findById(current.id)) ?? current;
  }
}
