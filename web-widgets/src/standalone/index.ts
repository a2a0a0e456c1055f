// Entry of dist/standalone/newsdesk-document-viewer.js (scripts/build-standalone.mjs): sets
// window.Newsdesk for pages that load Newsdesk with a plain <script> tag.
import { createStandaloneApi, type StandaloneApi } from './create-standalone-api';
import { createStandaloneNotificationCenter } from '../notification-center/standalone-notification-center';

/** Replaced by the build with the widget CSS; absent when this file runs unbundled. */
declare const __NEWSDESK_STYLES__: string | undefined;

declare global {
  interface Window {
    Newsdesk?: Partial<StandaloneApi> & Record<string, unknown>;
  }
}

// Read while the script runs: currentScript is null once it has finished.
const script = document.currentScript;
const scriptOrigin = script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : undefined;

// Spread: keeps what another bundle already put on window.Newsdesk (the sports embed code has its own, window.NewsdeskSports).
window.Newsdesk = {
  ...window.Newsdesk,
  ...createStandaloneApi({ styles: typeof __NEWSDESK_STYLES__ === 'string' ? __NEWSDESK_STYLES__ : '', scriptOrigin }),
  ...createStandaloneNotificationCenter({ styles: typeof __NEWSDESK_STYLES__ === 'string' ? __NEWSDESK_STYLES__ : '', scriptOrigin }),
};
