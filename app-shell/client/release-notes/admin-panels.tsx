import { useState } from 'react';
import { InfoMessagesAdmin, InfoMessagesAdminStore, InfoMessagesGateway } from '@newsdesk/web-widgets/info-messages';
import { ReleaseNotesEditor, ReleaseNotesEditorStore } from '@newsdesk/web-widgets/release-notes-editor';
import { ReleaseNotesGateway } from '@newsdesk/web-widgets/release-notes';
import type { AppStores } from '../stores/app-stores';

/** Administration tab "Release notes": each visit of the page starts from the server's list. */
export const ReleaseNotesPanel = ({ stores }: { stores: AppStores }) => {
  const [store] = useState(() => new ReleaseNotesEditorStore(new ReleaseNotesGateway(stores.api), stores.toasts));
  return <ReleaseNotesEditor store={store} />;
};

/** Administration tab "Info messages". */
export const InfoMessagesPanel = ({ stores }: { stores: AppStores }) => {
  const [store] = useState(() => new InfoMessagesAdminStore(new InfoMessagesGateway(stores.api), stores.toasts));
  return <InfoMessagesAdmin store={store} />;
};
