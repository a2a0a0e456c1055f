import { createRoot } from 'react-dom/client';
import { errorKey } from '../api/error-message';
import { toUiError } from '../ui/ui-error';
import { EmbedThemeAttribute, type EmbedTheme } from '../standalone/embed-theme';
import { createEmbedServices, type EmbedServiceOptions } from '../provider/embed-services';
import { WidgetProvider } from '../provider/WidgetProvider';
import { ToastStore } from '../toasts/toast.store';
import { Toasts } from '../toasts/Toasts';
import { DocumentViewer } from './DocumentViewer';
import { DocumentViewerGateway, type DocumentViewerApi } from './document-viewer.gateway';
import { DocumentViewerStore, type DocumentViewerOptions } from './document-viewer.store';

export interface MountDocumentViewerOptions extends Pick<DocumentViewerOptions, 'onNavigate' | 'onClose'>, EmbedServiceOptions {
  documentId: string;
  /** 'light' or 'dark' fixes the colour scheme; 'auto' (default) follows the host's prefers-color-scheme. */
  theme?: EmbedTheme;
  shareBaseUrl?: string;
}

export interface MountedDocumentViewer {
  store: DocumentViewerStore;
  unmount(): void;
}

/**
 * The store lets a failed load just stop (spec §4) because the app around it toasts the error.
 * A page of its own has no such app: without this the reader would see an empty overlay and
 * never learn that the document is gone or that they are not logged in to Newsdesk. The toast
 * stays until dismissed; the overlay behind it is empty, so there is nothing else to read.
 */
const reportingLoadFailures = (api: DocumentViewerApi, toasts: ToastStore): DocumentViewerApi => ({
  document: (id) =>
    api.document(id).catch((error: unknown) => {
      const { code, message, values } = toUiError(error);
      // The app's text promises a redirect to its login page; an embedding page has none.
      const loggedOut = code === 'auth.unauthenticated';
      toasts.show({
        kind: 'error',
        messageKey: loggedOut ? 'viewer:loginToRead' : errorKey(code),
        message: loggedOut ? 'Log in to Newsdesk to read this document.' : message,
        values,
        autoCloseMs: null,
      });
      throw error;
    }),
  related: (documentId, entities, operator) => api.related(documentId, entities, operator),
  topics: () => api.topics(),
  // A CMS page has no Statistics page to open: its chips stay plain (ADR 0030).
  sportsSubjects: () => Promise.resolve([]),
});

/**
 * Embeds the viewer in a page without React of its own (a CMS); styles stay under .nd-root.
 * It brings its own toasts, which say why a document could not be loaded.
 */
export const mountDocumentViewer = (element: Element, options: MountDocumentViewerOptions): MountedDocumentViewer => {
  // The viewer's own texts; toasts use common and errors, which are always loaded.
  const { api, i18n } = createEmbedServices(options, ['viewer']);
  const toasts = new ToastStore();
  const gateway = reportingLoadFailures(new DocumentViewerGateway(api), toasts);
  const onClose = () => {
    toasts.clear();
    options.onClose?.();
  };
  const store = new DocumentViewerStore(gateway, { onNavigate: options.onNavigate, onClose });
  const root = createRoot(element);
  root.render(
    <WidgetProvider api={api} i18n={i18n}>
      <EmbedThemeAttribute theme={options.theme} />
      <DocumentViewer store={store} shareBaseUrl={options.shareBaseUrl} />
      <Toasts store={toasts} />
    </WidgetProvider>,
  );
  void store.open(options.documentId);
  return {
    store,
    unmount: () => {
      toasts.clear();
      root.unmount();
    },
  };
};
