import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { ReleaseNotesDialog } from '@newsdesk/web-widgets/release-notes';
import { useStores } from '../stores/stores-context';

/**
 * The release notes slider of the shell. `open` is the layout's "logo or settings popup was
 * clicked"; by itself it opens once after login while the user has unseen notes — except for
 * a first-time user, whose guided tour comes first (the notes wait for the next login).
 */
export const ReleaseNotesHost = observer(function ReleaseNotesHost({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { releaseNotes, session, sessionGateway } = useStores();
  const userId = session.user?.id;
  const isNew = session.user?.isNew ?? false;
  const sessionId = session.info?.sessionId;

  useEffect(() => {
    if (open) void releaseNotes.show();
  }, [open, releaseNotes]);

  useEffect(() => {
    if (!userId || !sessionId || isNew) return;
    void releaseNotes.showIfUnseen(
      userId,
      async () => session.hasNotSeenReleaseNotes || (await sessionGateway.refresh(sessionId)).hasNotSeenReleaseNotes,
    );
    // once per login: deliberately not re-run when the session object changes
  }, [userId]);

  const close = () => {
    releaseNotes.close();
    onClose();
  };
  return (
    <ReleaseNotesDialog
      open={releaseNotes.open}
      onClose={close}
      notes={releaseNotes.notes}
      status={releaseNotes.status}
      hasMore={releaseNotes.hasMore}
      loadingMore={releaseNotes.loadingMore}
      onLoadMore={() => void releaseNotes.loadMore()}
      onRetry={() => void releaseNotes.reload()}
    />
  );
});
