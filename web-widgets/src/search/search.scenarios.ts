import { aNewsDocument } from '../document-viewer/document-viewer.fixtures';
import type { SearchCache } from './search-cache';
import { FakeSearchApi, NOW, someDocuments } from './search.fixtures';
import { SearchStore } from './search.store';

export type SearchScenario =
  | 'idle'
  | 'loading'
  | 'results-list'
  | 'results-grid'
  | 'too-many'
  | 'empty'
  | 'error'
  | 'one-term'
  | 'suggestions-open'
  | 'phrase-suggestions'
  | 'long-titles'
  | 'custom-range';

const LONG_TITLE =
  'Federal Council, cantons and the Swiss National Bank agree on a joint approach to inflation, energy prices and the strong franc after a night of negotiations in Bern';

const longTitleDocuments = () =>
  someDocuments().map((doc, i) =>
    i % 2 === 0
      ? aNewsDocument({
          ...doc,
          document: {
            ...doc.document,
            documentTitle: `${LONG_TITLE} (${i + 1})`,
            domain: 'a-very-long-regional-news-domain-name.example.ch',
          },
        })
      : doc,
  );

export interface ScenarioOptions {
  /** Where the page state is kept; stories keep none so Storybook does not remember. */
  cache?: SearchCache | null;
}

/** A store over the in-memory API in the given state; the promise settles once it is there. */
export const makeSearchStore = (scenario: SearchScenario, options: ScenarioOptions = {}) => {
  const api = new FakeSearchApi(scenario === 'long-titles' ? longTitleDocuments() : someDocuments());
  const store = new SearchStore(api, {
    cache: options.cache ?? null,
    now: () => NOW,
    debounceMs: 0,
    shareBaseUrl: 'https://newsdesk.example',
  });
  const ready = (async () => {
    await store.init();
    switch (scenario) {
      case 'idle':
        return;
      case 'loading':
        api.mode = 'pending';
        store.addSuggestion({ name: 'inflation', kind: 'term', documents: 860 });
        return;
      case 'too-many':
        api.index.extraMatches = 25_000;
        break;
      case 'error':
        api.mode = 'failing';
        break;
      case 'empty':
        store.setDraft('volcano');
        store.commitDraft();
        return;
      case 'one-term':
        store.setDraft('national bank');
        store.commitDraft();
        return;
      case 'results-grid':
        store.setViewMode('grid');
        break;
      case 'custom-range':
        store.setCustomRange('2026-11-21', '2026-11-01');
        break;
      default:
        break;
    }
    store.addSuggestion({ name: 'inflation', kind: 'term', documents: 860 });
    if (scenario === 'suggestions-open' || scenario === 'phrase-suggestions') {
      store.setDraft(scenario === 'suggestions-open' ? 'swi' : 'national swiss');
      await new Promise((resolve) => setTimeout(resolve, 0));
      store.suggestions.move(1);
    }
  })();
  return { api, store, ready };
};
