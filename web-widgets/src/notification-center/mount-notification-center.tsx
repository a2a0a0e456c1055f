import { createRoot } from 'react-dom/client';
import { EmbedThemeAttribute, type EmbedTheme } from '../standalone/embed-theme';
import { createEmbedServices, type EmbedServiceOptions } from '../provider/embed-services';
import { WidgetProvider } from '../provider/WidgetProvider';
import { NotificationCenter } from './NotificationCenter';
import type { SocketLike } from './live-socket-client';
import { NotificationCenterGateway } from './notification-center.gateway';
import { NotificationCenterStore, type NotificationCenterOptions } from './notification-center.store';

export interface MountNotificationCenterOptions
  extends Pick<NotificationCenterOptions, 'onHiddenArrival' | 'onError'>,
    EmbedServiceOptions {
  /** The live socket; defaults to /ws on apiBaseUrl's origin (ws: or wss:). */
  wsUrl?: string;
  /** Called with a document id when a notification is clicked (e.g. open {Newsdesk}/search?docId={id}). */
  onOpenDocument(id: string): void;
  /** The page's title gets a "(3)" prefix on arrivals; default false, the title is the host's. */
  manageDocumentTitle?: boolean;
  /** 'light' or 'dark' fixes the colour scheme; 'auto' (default) follows the host's prefers-color-scheme. */
  theme?: EmbedTheme;
  /** Only for tests: the WebSocket constructor. */
  createSocket?: (url: string) => SocketLike;
}

export interface MountedNotificationCenter {
  store: NotificationCenterStore;
  unmount(): void;
}

/**
 * Embeds the bell and its panel in a page without React of its own (a CMS); styles stay under
 * .nd-root. It starts listening at once (the user's Newsdesk session cookie authenticates the
 * socket) and stops on unmount.
 */
export const mountNotificationCenter = (element: Element, options: MountNotificationCenterOptions): MountedNotificationCenter => {
  const { api, i18n } = createEmbedServices(options, ['notifications']);
  const gateway = new NotificationCenterGateway(api, {
    ...(options.wsUrl === undefined ? {} : { wsUrl: options.wsUrl }),
    ...(options.createSocket === undefined ? {} : { createSocket: options.createSocket }),
  });
  const store = new NotificationCenterStore(gateway, {
    manageDocumentTitle: options.manageDocumentTitle ?? false,
    onOpenDocument: options.onOpenDocument,
    ...(options.onHiddenArrival ? { onHiddenArrival: options.onHiddenArrival } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const root = createRoot(element);
  root.render(
    <WidgetProvider api={api} i18n={i18n}>
      <EmbedThemeAttribute theme={options.theme} />
      <NotificationCenter store={store} />
    </WidgetProvider>,
  );
  void store.start();
  return {
    store,
    unmount: () => {
      store.stop();
      root.unmount();
    },
  };
};
