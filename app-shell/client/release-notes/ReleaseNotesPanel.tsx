import { useState } from 'react';
import { ReleaseNotesEditor, ReleaseNotesEditorStore } from '@newsdesk/web-widgets/release-notes-editor';
import { ReleaseNotesGateway } from '@newsdesk/web-widgets/release-notes';
import type { AppStores } from '../stores/app-stores';

// A module of its own: the editor's preview brings marked and DOMPurify, loaded when this tab
// is first opened (pages/AdministrationPage.tsx, ADR 0016).

/** Administration tab "Release notes": each visit of the page starts from the server's list. */
export const ReleaseNotesPanel = ({ stores }: { stores: AppStores }) => {
  const [store] = useState(() => new ReleaseNotesEditorStore(new ReleaseNotesGateway(stores.api), stores.toasts));
  return <ReleaseNotesEditor store={store} />;
};
