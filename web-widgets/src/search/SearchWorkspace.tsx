import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import { AttentionChart } from './attention/AttentionChart';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { QueryPreview } from './QueryPreview';
import { SearchTagInput } from './SearchTagInput';
import { ShareSearch } from './ShareSearch';
import type { SearchStore } from './search.store';
import { useSearchShortcuts } from './use-search-shortcuts';
import './SearchWorkspace.css';

export interface SearchWorkspaceProps {
  store: SearchStore;
  /** Called with a document id; the host opens the DocumentViewer (store.resultIds, store.highlightsById). */
  onOpenDocument: (id: string) => void;
  /** Defaults to the browser's clipboard. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
}

/**
 * The search page's widgets: tag input, filters, share action and results. The host calls
 * `store.init()` once (and `store.loadShared(id)` for `?share=`); nothing here fetches.
 */
export const SearchWorkspace = observer(function SearchWorkspace({ store, onOpenDocument, clipboard }: SearchWorkspaceProps) {
  const { t } = useTranslation('search');
  // A shared link that could not be opened (not found, expired); making a link shows its own.
  const linkError = store.sharing.status === 'idle' ? store.sharing.error : null;
  const rootRef = useRef<HTMLDivElement>(null);
  useSearchShortcuts(rootRef, store);
  return (
    <div className="nd-search" ref={rootRef}>
      <div className="nd-search__bar">
        <SearchTagInput store={store} />
        <ShareSearch store={store} clipboard={clipboard} />
      </div>
      <QueryPreview store={store} />
      <SearchFilters store={store} />
      {linkError && (
        <p role="alert" className="nd-search__notice">
          {t(errorKey(linkError.code), { ...linkError.values, defaultValue: linkError.message })}
        </p>
      )}
      {store.attention && <AttentionChart store={store.attention} />}
      <SearchResults store={store} onOpenDocument={onOpenDocument} />
    </div>
  );
});
