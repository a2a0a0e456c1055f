import { navigate } from '@reach/router';
import type { ApiClient } from '@newsdesk/web-widgets/api';
import { DocumentViewerGateway, DocumentViewerStore } from '@newsdesk/web-widgets/document-viewer';
import { SearchGateway, SearchStore } from '@newsdesk/web-widgets/search';

/** The URL of one document on the search page (spec §2: moving updates it without a reload). */
export const documentUrl = (id: string) => `/search?docId=${encodeURIComponent(id)}`;

/**
 * The search page's stores live as long as the app: leaving /search and coming back keeps the
 * criteria and results; a reload restores them from the local cache.
 */
export class SearchPageStores {
  readonly search: SearchStore;
  readonly viewer: DocumentViewerStore;
  private started = false;

  constructor(api: ApiClient) {
    this.search = new SearchStore(new SearchGateway(api));
    this.viewer = new DocumentViewerStore(new DocumentViewerGateway(api), {
      onNavigate: (id) => void navigate(documentUrl(id), { replace: true }),
      onClose: () => {
        if (new URLSearchParams(window.location.search).has('docId')) void navigate('/search');
      },
    });
  }

  /** Restores the cached page and searches, once per app. */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.search.init();
  }

  /** Opens a document of the result list, with its highlights and previous/next. */
  openDocument(id: string): void {
    if (this.viewer.isOpen && this.viewer.currentId === id) return;
    const inResults = this.search.resultIds.includes(id);
    void this.viewer.open(id, inResults ? this.search.resultIds : [], this.search.highlightsById);
  }
}
