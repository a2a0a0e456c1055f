import { observer } from 'mobx-react-lite';
import { ReleaseNotesDialog } from './ReleaseNotesDialog';
import type { ReleaseNotesStore } from './release-notes.store';

/** The dialog bound to its store: what the shell mounts once. */
export const ReleaseNotesSlider = observer(function ReleaseNotesSlider({ store }: { store: ReleaseNotesStore }) {
  return (
    <ReleaseNotesDialog
      open={store.open}
      onClose={store.close}
      notes={store.notes}
      status={store.status}
      hasMore={store.hasMore}
      loadingMore={store.loadingMore}
      onLoadMore={() => void store.loadMore()}
      onRetry={() => void store.reload()}
    />
  );
});
