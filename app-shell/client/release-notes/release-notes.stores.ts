import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@newsdesk/web-widgets/api';
import { InfoMessagesGateway, InfoMessagesStore } from '@newsdesk/web-widgets/info-messages';
import { ReleaseNotesGateway, ReleaseNotesStore } from '@newsdesk/web-widgets/release-notes';
import type { ToastStore } from '@newsdesk/web-widgets/toasts';

export interface ReleaseNotesStores {
  releaseNotes: ReleaseNotesStore;
  infoMessages: InfoMessagesStore;
}

/** The slider and the banners live as long as the app; their texts load up front like the shell's. */
export const createReleaseNotesStores = (api: ApiClient, toasts: ToastStore, i18n: Pick<I18n, 'loadNamespaces'>): ReleaseNotesStores => {
  // the administration's tab labels name these namespaces before any of their widgets renders
  void i18n.loadNamespaces(['release-notes', 'info-messages']);
  return {
    releaseNotes: new ReleaseNotesStore(new ReleaseNotesGateway(api), toasts),
    infoMessages: new InfoMessagesStore(new InfoMessagesGateway(api), toasts),
  };
};
