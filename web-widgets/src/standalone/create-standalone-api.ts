import { mountDocumentViewer, type MountDocumentViewerOptions, type MountedDocumentViewer } from '../document-viewer/mount-document-viewer';
import { checkEmbedTheme } from './embed-theme';
import { embedLanguage, embedLoadPath } from './embed-locales';
import { attachIsolatedRoot } from './isolated-root';
import { addSharedStyles } from './shared-styles';

/** Options of `window.Newsdesk.mountDocumentViewer` (docs/embedding.md has the table). */
export interface StandaloneDocumentViewerOptions
  extends Omit<MountDocumentViewerOptions, 'loadPath' | 'resources' | 'fallbackLanguage' | 'fetch'> {
  /** Render inside a shadow root (default) so host CSS and widget CSS cannot meet. */
  isolateStyles?: boolean;
}

export interface StandaloneApi {
  mountDocumentViewer(element: Element, options: StandaloneDocumentViewerOptions): MountedDocumentViewer;
}

export interface StandaloneSetup {
  /** The widget CSS, compiled into the bundle. */
  styles: string;
  /** Origin the script was loaded from: the Newsdesk server, unless the host says otherwise. */
  scriptOrigin: string | undefined;
  /** Only for tests. */
  fetch?: typeof fetch;
}

export const createStandaloneApi = ({ styles, scriptOrigin, fetch }: StandaloneSetup): StandaloneApi => ({
  mountDocumentViewer(element, { isolateStyles = true, ...options }) {
    if (!(element instanceof Element)) throw new TypeError('Newsdesk.mountDocumentViewer needs a DOM element to mount into.');
    if (typeof options?.documentId !== 'string' || options.documentId === '') {
      throw new TypeError('Newsdesk.mountDocumentViewer needs options.documentId.');
    }
    checkEmbedTheme(options.theme, 'Newsdesk.mountDocumentViewer');
    const apiBaseUrl = options.apiBaseUrl ?? scriptOrigin ?? '';
    const isolated = isolateStyles ? attachIsolatedRoot(element, styles) : undefined;
    if (!isolated) addSharedStyles(element.ownerDocument, styles);
    const mounted = mountDocumentViewer(isolated?.mountPoint ?? element, {
      ...options,
      apiBaseUrl,
      // A shared link must open Newsdesk, not the page the viewer is embedded in.
      shareBaseUrl: options.shareBaseUrl ?? (apiBaseUrl || undefined),
      locale: embedLanguage(options.locale),
      // The viewer's texts in the chosen language only, from the Newsdesk server (ADR 0017).
      loadPath: embedLoadPath(apiBaseUrl),
      fallbackLanguage: false,
      ...(fetch ? { fetch } : {}),
    });
    return {
      store: mounted.store,
      unmount: () => {
        mounted.unmount();
        isolated?.remove();
      },
    };
  },
});
