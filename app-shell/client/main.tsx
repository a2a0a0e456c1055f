import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';
import { createWidgetI18n } from '@newsdesk/web-widgets/i18n';
import { ClientRoot } from './ClientRoot';
import { preloadScreen } from './screens';
import { createSessionStores } from './stores/session-stores';
import './shell.css';

// Until the user is known, speak the browser's language if we have it.
const browserLanguage = (navigator.languages ?? [navigator.language])
  .map((l) => l.slice(0, 2).toLowerCase())
  .find((l): l is Language => (LANGUAGES as readonly string[]).includes(l));

// No fallback language: every key is in every language (web-widgets/test/locales-complete.test.ts),
// and a fallback would fetch each namespace twice for a German or French reader.
const i18n = createWidgetI18n({ language: browserLanguage ?? 'en', fallbackLanguage: false });
void i18n.loadNamespaces('shell');
preloadScreen(window.location.pathname, (namespaces) => void i18n.loadNamespaces(namespaces));
const stores = createSessionStores(i18n);
i18n.on('languageChanged', (lng) => document.documentElement.setAttribute('lang', lng));

window.addEventListener('pagehide', () => stores.session.sendUnloadBeacon());
void stores.session.restore();

// A transition lets React render the workspace in slices of a few milliseconds and answer the
// reader in between, instead of one long task: on a phone that long task was most of the logged-in
// screens' blocking time (docs/benchmarks.md, "Screens"). index.html's loading frame shows meanwhile.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <ClientRoot stores={stores} i18n={i18n} opensOnLogin={window.location.pathname === '/login'} />
    </StrictMode>,
  );
});
