/**
 * The public token of a widget: `<widget id>.<signature>`. The signature covers the id and every
 * fixed parameter (kind, provider, params), so a token only opens the widget it was made for,
 * and only as long as that widget still asks for the same data. Revocation is a flag on the
 * stored widget (checked on every read), not a property of the token.
 */
import type { SportsWidget } from './sports-widget.types';

/** Bumped if the signed message ever changes, so that old and new tokens cannot be confused. */
const MESSAGE_VERSION = 'newsdesk-sports-widget:v1';

const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{16,128})$/;

/** JSON with object keys sorted at every level: the same params always give the same text. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/** What the server signs for a widget. */
export const widgetTokenMessage = (widget: Pick<SportsWidget, 'id' | 'kind' | 'serviceProvider' | 'params'>): string =>
  `${MESSAGE_VERSION}\n${widget.id}\n${widget.kind}\n${widget.serviceProvider}\n${canonicalJson(widget.params)}`;

export const formatWidgetToken = (widgetId: string, signature: string): string => `${widgetId}.${signature}`;

/** The parts of a well-formed token, or null for anything else (never throws). */
export const parseWidgetToken = (token: string): { widgetId: string; signature: string } | null => {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { widgetId: match[1]!, signature: match[2]! } : null;
};
