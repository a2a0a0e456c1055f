import { mountDocumentViewer, type MountDocumentViewerOptions, type MountedDocumentViewer } from '../document-viewer/mount-document-viewer';
import { checkEmbedTheme } from './embed-theme';
import { mountInHostPage, type StandaloneSetup } from './mount-in-host-page';

export type { StandaloneSetup } from './mount-in-host-page';

/** Options of `window.Newsdesk.mountDocumentViewer` (docs/embedding.md has the table). */
export interface StandaloneDocumentViewerOptions
  extends Omit<MountDocumentViewerOptions, 'loadPath' | 'resources' | 'fallbackLanguage' | 'fetch'> {
  /** Render inside a shadow root (default) so host CSS and widget CSS cannot meet. */
  isolateStyles?: boolean;
}

export interface StandaloneApi {
  mountDocumentViewer(element: Element, options: StandaloneDocumentViewerOptions): MountedDocumentViewer;
}

export const createStandaloneApi = (setup: StandaloneSetup): StandaloneApi => ({
  mountDocumentViewer(element, { isolateStyles = true, ...options }) {
    if (!(element instanceof Element)) throw new TypeError('Newsdesk.mountDocumentViewer needs a DOM element to mount into.');
    if (typeof options?.documentId !== 'string' || options.documentId === '') {
      throw new TypeError('Newsdesk.mountDocumentViewer needs options.documentId.');
    }
    checkEmbedTheme(options.theme, 'Newsdesk.mountDocumentViewer');
    return mountInHostPage(
      element,
      setup,
      { isolateStyles, apiBaseUrl: options.apiBaseUrl, locale: options.locale },
      (mountPoint, served) =>
        mountDocumentViewer(mountPoint, {
          ...options,
          ...served,
          // A shared link must open Newsdesk, not the page the viewer is embedded in.
          shareBaseUrl: options.shareBaseUrl ?? (served.apiBaseUrl || undefined),
        }),
    );
  },
});
