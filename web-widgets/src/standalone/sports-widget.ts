// Entry of dist/standalone/newsdesk-sports-widget.js (scripts/build-standalone.mjs): the script of
// the sports embed code. It mounts every placeholder on the page and sets window.NewsdeskSports.
import { createSportsWidgetApi, type NewsdeskSportsApi } from './sports-widget-api';

/** Replaced by the build with the widget CSS; absent when this file runs unbundled. */
declare const __NEWSDESK_STYLES__: string | undefined;

declare global {
  interface Window {
    NewsdeskSports?: NewsdeskSportsApi;
  }
}

// Read while the script runs: currentScript is null once it has finished (also with async).
const script = document.currentScript;
const scriptOrigin = script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : undefined;

// A page that pastes two widgets loads the script twice: the second copy reuses the first.
if (!window.NewsdeskSports) {
  const api = createSportsWidgetApi({ styles: typeof __NEWSDESK_STYLES__ === 'string' ? __NEWSDESK_STYLES__ : '', scriptOrigin });
  window.NewsdeskSports = api;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => api.mountAll(), { once: true });
  else api.mountAll();
} else {
  window.NewsdeskSports.mountAll();
}
