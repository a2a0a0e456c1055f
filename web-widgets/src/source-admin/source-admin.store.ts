import { makeAutoObservable } from 'mobx';
import { FeedSourcesStore } from './feed-sources.store';
import { OfficialSourcesStore } from './official-sources.store';
import type { SourceAdminApi } from './source-admin.gateway';
import { SiteListsStore } from './site-lists.store';
import { TopicsStore } from './topics.store';
import type { UiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';
import { LoadableValue } from '../ui/loadable-value';

export type SourceAdminStatus = LoadStatus;

/**
 * The "Sources" tab of the administration: RSS-enabled sources, site list files, official
 * sources and topics, each a store of its own, loaded together.
 */
export class SourceAdminStore {
  readonly feeds: FeedSourcesStore;
  readonly lists: SiteListsStore;
  readonly officials: OfficialSourcesStore;
  readonly topics: TopicsStore;
  /** Whether the four lists are there: each keeps its own rows. */
  private readonly loaded = new LoadableValue<true>();

  constructor(api: SourceAdminApi) {
    this.feeds = new FeedSourcesStore(api);
    this.lists = new SiteListsStore(api);
    this.officials = new OfficialSourcesStore(api);
    this.topics = new TopicsStore(api);
    makeAutoObservable<SourceAdminStore, 'loaded'>(
      this,
      { feeds: false, lists: false, officials: false, topics: false, loaded: false },
      { autoBind: true },
    );
  }

  get status(): SourceAdminStatus {
    return this.loaded.status;
  }

  get loadError(): UiError | null {
    return this.loaded.error;
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    await this.loaded.load(async () => {
      await Promise.all([this.feeds.load(), this.lists.load(), this.officials.load(), this.topics.load()]);
      return true;
    });
  }
}
