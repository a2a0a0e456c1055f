import type { Clock } from '../shared/clock';
import { checkFeedSourceSettings, type FeedSourceInput } from './feed-source-settings';
import { sourceUrlTaken } from './source.errors';
import type { FeedHostScreen, FeedSourceRepository, SiteListRepository } from './source.ports';
import { healthyStart, type FeedSource } from './source.types';
import type { IdGenerator } from '../shared/id-generator';

export class CreateFeedSource {
  constructor(
    private readonly sources: FeedSourceRepository,
    private readonly lists: Pick<SiteListRepository, 'isListed'>,
    private readonly screen: FeedHostScreen,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: FeedSourceInput): Promise<FeedSource> {
    const settings = await checkFeedSourceSettings(input, this.lists, this.screen);
    if (await this.sources.findByUrl(settings.url)) throw sourceUrlTaken();
    const source: FeedSource = { id: this.ids.newId(), ...settings, health: healthyStart(), etag: null, lastModified: null };
    await this.sources.add(source, this.clock.now());
    return source;
  }
}
