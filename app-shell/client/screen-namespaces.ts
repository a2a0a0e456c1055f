/**
 * The translations each screen shows on its first draw, loaded beside the session check and the
 * screen's code (screens.ts, preloadScreen) instead of one after the other: on a phone's network
 * each step of that chain cost a round trip before the first paint (docs/benchmarks.md, "Screens").
 * A namespace missing here still loads when a component asks for it, only later;
 * app-shell/e2e/screen-preload.e2e.test.ts fails when a screen asks for one that is not listed.
 */
export const SCREEN_NAMESPACES = {
  '/dashboard': ['collections', 'viewer'],
  '/statistics': ['statistics', 'statistics-sports'],
  '/search': ['search', 'collections', 'viewer'],
  '/collections': ['collections', 'viewer'],
  '/glossary': ['glossary'],
  '/administration': ['admin', 'user-admin'],
  // the delivery log of a site is the collections' dialog (its texts are in 'collections')
  '/site-monitor': ['site-monitor', 'collections'],
  '/user-guide': [],
} as const satisfies Record<string, readonly string[]>;

export type Screen = keyof typeof SCREEN_NAMESPACES;

/** Every screen behind the login shows these: the layout, its banners, release notes and the tour. */
export const WORKSPACE_NAMESPACES = ['shell', 'release-notes', 'info-messages', 'tour'] as const;

/** Loaded by every widget tree (web-widgets' createWidgetI18n). */
export const ALWAYS_LOADED = ['common', 'errors'] as const;
