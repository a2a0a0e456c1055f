import type { Language } from '@newsdesk/core/identity/user-view';
import { embedLanguage, embedLoadPath } from './embed-locales';
import { attachIsolatedRoot } from './isolated-root';
import { addSharedStyles } from './shared-styles';

/** What every widget of the standalone script gets from the script itself. */
export interface StandaloneSetup {
  /** The widget CSS, compiled into the bundle. */
  styles: string;
  /** Origin the script was loaded from: the Newsdesk server, unless the host says otherwise. */
  scriptOrigin: string | undefined;
  /** Only for tests. */
  fetch?: typeof fetch;
}

/** The options a standalone widget passes on to its mount function, filled in for a host page. */
export interface ServedByNewsdesk {
  apiBaseUrl: string;
  locale: Language;
  loadPath: string;
  fallbackLanguage: false;
  fetch?: typeof fetch;
}

export interface MountedInHostPage<Store> {
  store: Store;
  unmount(): void;
}

/**
 * Mounts a widget into an element of a host page: inside a shadow root unless the host turns
 * isolation off (then the CSS goes into the page once), with the API and the texts of the chosen
 * language from the Newsdesk server (ADR 0017). Unmounting also removes the shadow root.
 */
export const mountInHostPage = <Store>(
  element: Element,
  { styles, scriptOrigin, fetch }: StandaloneSetup,
  options: { isolateStyles: boolean; apiBaseUrl?: string | undefined; locale?: unknown },
  mount: (mountPoint: Element, served: ServedByNewsdesk) => MountedInHostPage<Store>,
): MountedInHostPage<Store> => {
  const apiBaseUrl = options.apiBaseUrl ?? scriptOrigin ?? '';
  const isolated = options.isolateStyles ? attachIsolatedRoot(element, styles) : undefined;
  if (!isolated) addSharedStyles(element.ownerDocument, styles);
  const mounted = mount(isolated?.mountPoint ?? element, {
    apiBaseUrl,
    locale: embedLanguage(options.locale),
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
};
