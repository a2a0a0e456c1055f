import { makeAutoObservable, runInAction } from 'mobx';
import { FeedSourcesStore } from './feed-sources.store';
import { OfficialSourcesStore } from './official-sources.store';
import type { SourceAdminApi } from './source-admin.gateway';
import { SiteListsStore } from './site-lists.store';
import { TopicsStore } from './topics.store';
import { toUiError, type UiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';

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
  status: SourceAdminStatus = 'idle';
  loadError: UiError | null = null;

  constructor(api: SourceAdminApi) {
    this.feeds = new FeedSourcesStore(api);
    this.lists = new SiteListsStore(api);
    this.officials = new OfficialSourcesStore(api);
    this.topics = new TopicsStore(api);
    makeAutoObservable(this, { feeds: false, lists: false, officials: false, topics: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    this.loadError = null;
    try {
      await Promise.all([this.feeds.load(), this.lists.load(), this.officials.load(), this.topics.load()]);
      runInAction(() => {
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.loadError = toUiError(error);
      });
    }
  }
}
