import type { ApiClient } from '@newsdesk/web-widgets/api';
import {
  CollectionEditorStore,
  CollectionsGateway,
  CollectionsStore,
  DashboardStore,
  collectionSearchToParams,
} from '@newsdesk/web-widgets/collections';
import type { SearchStore } from '@newsdesk/web-widgets/search';
import type { ToastStore } from '@newsdesk/web-widgets/toasts';

/**
 * The stores of /collections, /dashboard and "save as collection" on /search, created once per
 * app so leaving a page and coming back keeps what was shown while it refreshes.
 */
export class CollectionsPageStores {
  readonly gateway: CollectionsGateway;
  readonly collections: CollectionsStore;
  readonly dashboard: DashboardStore;
  /** "Save as collection" on the search page. */
  readonly saveAs: CollectionEditorStore;

  constructor(
    api: ApiClient,
    private readonly toasts: ToastStore,
  ) {
    this.gateway = new CollectionsGateway(api);
    this.collections = new CollectionsStore(this.gateway, { toasts });
    this.dashboard = new DashboardStore(this.gateway, { toasts });
    this.saveAs = new CollectionEditorStore(this.gateway, (view) =>
      toasts.show({ kind: 'success', messageKey: 'collections:toasts.added', message: 'Collection added', values: { name: view.name } }),
    );
  }

  /** `/search?collection={id}`: the collection's search replaces the page's criteria and runs. */
  async openCollectionSearch(id: string, search: SearchStore): Promise<void> {
    try {
      const view = await this.gateway.get(id);
      await search.applyParams(collectionSearchToParams(view.search));
    } catch (error) {
      this.toasts.showError(error);
    }
  }
}
