import { asWidgetLocale, mountSportsEmbed, type MountedSportsEmbed } from '../sports-embed/mount-sports-embed';
import type { SportsWidgetLocale } from '@newsdesk/core/sports/sports-widgets';
import { attachIsolatedRoot } from './isolated-root';
import { addSharedStyles } from './shared-styles';

/** The placeholder an embed snippet puts on the host page. */
export const SPORTS_WIDGET_SELECTOR = '[data-newsdesk-sports-widget]';

export interface NewsdeskSportsMountOptions {
  token: string;
  /** The Newsdesk server; defaults to the origin the script was loaded from. */
  apiBaseUrl?: string;
  /** Overrides the language the editor chose (en, de, fr). */
  locale?: SportsWidgetLocale;
  /** Render inside a shadow root (default) so host CSS and widget CSS cannot meet. */
  isolateStyles?: boolean;
}

/** `window.NewsdeskSports` (docs/embedding.md has the table). */
export interface NewsdeskSportsApi {
  mount(element: Element, options: NewsdeskSportsMountOptions): MountedSportsEmbed;
  /** Mounts every placeholder below `root` that has no widget yet; runs once when the script loads. */
  mountAll(root?: ParentNode): MountedSportsEmbed[];
}

export interface SportsWidgetSetup {
  styles: string;
  scriptOrigin: string | undefined;
  /** Only for tests. */
  fetch?: typeof fetch;
  refreshMs?: number;
}

export const createSportsWidgetApi = ({ styles, scriptOrigin, fetch, refreshMs }: SportsWidgetSetup): NewsdeskSportsApi => {
  // One widget per element: mounting again replaces it, and mountAll skips it.
  const mounted = new WeakMap<Element, MountedSportsEmbed>();

  const mount = (element: Element, { isolateStyles = true, ...options }: NewsdeskSportsMountOptions): MountedSportsEmbed => {
    if (!(element instanceof Element)) throw new TypeError('NewsdeskSports.mount needs a DOM element to mount into.');
    if (typeof options?.token !== 'string' || options.token === '')
      throw new TypeError('NewsdeskSports.mount needs options.token (from the embed code).');
    mounted.get(element)?.unmount();
    const isolated = isolateStyles ? attachIsolatedRoot(element, styles) : undefined;
    if (!isolated) addSharedStyles(element.ownerDocument, styles);
    const widget = mountSportsEmbed(isolated?.mountPoint ?? element, {
      token: options.token,
      apiBaseUrl: options.apiBaseUrl ?? scriptOrigin ?? '',
      locale: options.locale,
      ...(refreshMs === undefined ? {} : { refreshMs }),
      ...(fetch ? { fetch } : {}),
    });
    const handle: MountedSportsEmbed = {
      store: widget.store,
      unmount: () => {
        widget.unmount();
        isolated?.remove();
        if (mounted.get(element) === handle) mounted.delete(element);
      },
    };
    mounted.set(element, handle);
    return handle;
  };

  const mountAll = (root: ParentNode = document): MountedSportsEmbed[] =>
    [...root.querySelectorAll<HTMLElement>(SPORTS_WIDGET_SELECTOR)].flatMap((element) => {
      if (mounted.has(element)) return [];
      const token = element.dataset['token'];
      if (!token) {
        // biome-ignore lint/suspicious/noConsole: the host page's developer is told why the placeholder stays empty
        console.warn('Newsdesk sports widget: this placeholder has no data-token; paste the embed code again.', element);
        return [];
      }
      const locale = asWidgetLocale(element.dataset['locale']);
      return [
        mount(element, {
          token,
          ...(element.dataset['apiBaseUrl'] ? { apiBaseUrl: element.dataset['apiBaseUrl'] } : {}),
          ...(locale ? { locale } : {}),
        }),
      ];
    });

  return { mount, mountAll };
};
