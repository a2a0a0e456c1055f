import { checkEmbedTheme } from '../standalone/embed-theme';
import { mountInHostPage, type StandaloneSetup } from '../standalone/mount-in-host-page';
import { mountNotificationCenter, type MountedNotificationCenter, type MountNotificationCenterOptions } from './mount-notification-center';

/** Options of `window.Newsdesk.mountNotificationCenter` (docs/embedding.md has the table). */
export interface StandaloneNotificationCenterOptions
  extends Omit<MountNotificationCenterOptions, 'loadPath' | 'resources' | 'fallbackLanguage' | 'fetch' | 'createSocket'> {
  /** Render inside a shadow root (default) so host CSS and widget CSS cannot meet. */
  isolateStyles?: boolean;
}

export interface StandaloneNotificationCenterApi {
  mountNotificationCenter(element: Element, options: StandaloneNotificationCenterOptions): MountedNotificationCenter;
}

/**
 * The notification center in the standalone script, beside the document viewer (one bundle, one
 * copy of React): same isolation, its own texts in the chosen language from the server's
 * /locales (ADR 0017); the API, socket and texts default to the origin the script was loaded from.
 */
export const createStandaloneNotificationCenter = (setup: StandaloneSetup): StandaloneNotificationCenterApi => ({
  mountNotificationCenter(element, { isolateStyles = true, ...options }) {
    if (!(element instanceof Element)) throw new TypeError('Newsdesk.mountNotificationCenter needs a DOM element to mount into.');
    if (typeof options?.onOpenDocument !== 'function') {
      throw new TypeError('Newsdesk.mountNotificationCenter needs options.onOpenDocument(id).');
    }
    checkEmbedTheme(options.theme, 'Newsdesk.mountNotificationCenter');
    return mountInHostPage(
      element,
      setup,
      { isolateStyles, apiBaseUrl: options.apiBaseUrl, locale: options.locale },
      (mountPoint, served) => mountNotificationCenter(mountPoint, { ...options, ...served }),
    );
  },
});
