// The entries of @newsdesk/web-widgets, one folder of src/ each: the library build makes one
// entry per name (rollup.config.mjs) and the size check weighs each widget (bundle-sizes.mjs).

/** The kit every widget uses: the provider, the API client, i18n and the ui kit (Button, Tabs, dialogs, toUiError). */
export const KIT_ENTRIES = ['provider', 'api', 'i18n', 'ui'];

/** The widgets a host page mounts. */
export const WIDGET_ENTRIES = [
  'sidebar',
  'toasts',
  'login-form',
  'release-notes',
  'release-notes-editor',
  'info-messages',
  'tour',
  'source-admin',
  'gazetteer-admin',
  'user-admin',
  'document-viewer',
  'search',
  'collections',
  'notification-center',
  'statistics',
  'site-monitor',
  'glossary',
];
