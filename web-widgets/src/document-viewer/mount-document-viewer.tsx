import { createRoot } from 'react-dom/client';
import type { Resource } from 'i18next';
import type { Language } from '@newsdesk/core/identity/user-view';
import { ApiClient } from '../api/api-client';
import { createWidgetI18n } from '../i18n/create-widget-i18n';
import { WidgetProvider } from '../provider/WidgetProvider';
import { DocumentViewer } from './DocumentViewer';
import { DocumentViewerGateway } from './document-viewer.gateway';
import { DocumentViewerStore, type DocumentViewerOptions } from './document-viewer.store';

export interface MountDocumentViewerOptions extends Pick<DocumentViewerOptions, 'onNavigate' | 'onClose'> {
  apiBaseUrl?: string;
  documentId: string;
  locale?: Language;
  credentials?: RequestCredentials;
  /** Where the locale files are served; defaults to /locales/{{lng}}/{{ns}}.json. */
  loadPath?: string;
  /** Pre-loaded translations instead of loading them over HTTP. */
  resources?: Resource;
  shareBaseUrl?: string;
  /** Only for tests. */
  fetch?: typeof fetch;
}

export interface MountedDocumentViewer {
  store: DocumentViewerStore;
  unmount(): void;
}

/** Embeds the viewer in a page without React of its own (a CMS); styles stay under .nd-root. */
export const mountDocumentViewer = (element: Element, options: MountDocumentViewerOptions): MountedDocumentViewer => {
  const api = new ApiClient({
    ...(options.apiBaseUrl === undefined ? {} : { baseUrl: options.apiBaseUrl }),
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const i18n = createWidgetI18n({ language: options.locale, loadPath: options.loadPath, resources: options.resources });
  const store = new DocumentViewerStore(new DocumentViewerGateway(api), { onNavigate: options.onNavigate, onClose: options.onClose });
  const root = createRoot(element);
  root.render(
    <WidgetProvider api={api} i18n={i18n}>
      <DocumentViewer store={store} shareBaseUrl={options.shareBaseUrl} />
    </WidgetProvider>,
  );
  void store.open(options.documentId);
  return { store, unmount: () => root.unmount() };
};
