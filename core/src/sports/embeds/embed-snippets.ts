/**
 * The HTML an editor pastes into a CMS page (ADR 0009): the script tag with its placeholder
 * element, or an iframe for CMSs that strip scripts. Built here once so that the page, the API
 * and the documentation show the same snippet.
 */
import type { SportsWidgetCreated } from '../sports-widgets';

/** The bundle and the iframe page the server serves (adapters' embed assets and widget routes). */
export const SPORTS_WIDGET_SCRIPT_PATH = '/embed/newsdesk-sports-widget.js';
export const SPORTS_WIDGET_FRAME_PATH = '/embed/sports/';

/** A sensible first size; the host page may change it. */
const FRAME_HEIGHT = 520;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `https://newsdesk.example/` → `https://newsdesk.example` (snippets append absolute paths). */
const trimSlash = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

export const sportsWidgetFrameUrl = (baseUrl: string, token: string): string =>
  `${trimSlash(baseUrl)}${SPORTS_WIDGET_FRAME_PATH}${encodeURIComponent(token)}`;

export const sportsWidgetSnippets = (baseUrl: string, token: string, title: string): Pick<SportsWidgetCreated, 'embed' | 'previewUrl'> => {
  const base = escapeAttribute(trimSlash(baseUrl));
  const frameUrl = sportsWidgetFrameUrl(baseUrl, token);
  return {
    embed: {
      script:
        `<script src="${base}${SPORTS_WIDGET_SCRIPT_PATH}" async></script>\n` +
        `<div data-newsdesk-sports-widget data-token="${escapeAttribute(token)}" data-api-base-url="${base}"></div>`,
      iframe: `<iframe src="${escapeAttribute(frameUrl)}" title="${escapeAttribute(title)}" width="100%" height="${FRAME_HEIGHT}" style="border:0" loading="lazy"></iframe>`,
    },
    previewUrl: frameUrl,
  };
};
