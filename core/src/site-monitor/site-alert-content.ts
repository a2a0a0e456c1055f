import type { Language } from '../identity/user-view';
import type { DiffPart } from './site-monitor.types';

/** A message carries at most this much of a change's text: enough to read the news, never a whole page in a chat. */
export const MAX_CHANGE_CHARS = 1_500;
/** One line longer than this is cut (a page without line breaks is one line). */
export const MAX_LINE_CHARS = 300;

/** What one change added and removed, line by line, as a message shows it. */
export interface SiteChangeLines {
  at: Date;
  added: string[];
  removed: string[];
  /** Lines (or parts of lines) were left out to keep the message within MAX_CHANGE_CHARS. */
  truncated: boolean;
}

/** The content of a site-monitor alert, one per ledger row; rendered (and escaped) by each channel's adapter. */
export interface SiteChangeContent {
  kind: 'site_change';
  deliveryId: string;
  siteId: string;
  siteName: string;
  /** The watched page. */
  siteUrl: string;
  /** The site monitor in Newsdesk: `<publicUrl>/site-monitor`. */
  monitorUrl: string;
  /** The e-mail's signed one-click unsubscribe link (set when it is sent by e-mail, ADR 0026), else null. */
  unsubscribeUrl: string | null;
  language: Language;
  /** Oldest first; one for an immediate alert, every change of the period for a digest. */
  changes: SiteChangeLines[];
  period: { frequency: 'hourly' | 'daily'; start: Date; end: Date } | null;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The added and removed text of a diff as lines: whitespace runs inside a line collapsed, empty
 * lines dropped, each line at most MAX_LINE_CHARS, and all lines together at most `maxChars`
 * (removed lines count too). Unchanged context is left out: the message says what changed and
 * links to the site monitor for the rest.
 */
export const siteChangeLines = (at: Date, parts: readonly DiffPart[], maxChars = MAX_CHANGE_CHARS): SiteChangeLines => {
  const lines = (kind: DiffPart['kind']) =>
    parts
      .filter((p) => p.kind === kind)
      .flatMap((p) => p.text.split('\n'))
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '');
  let budget = maxChars;
  let truncated = false;
  const take = (all: string[]) => {
    const kept: string[] = [];
    for (const line of all) {
      if (budget <= 0) {
        truncated = true;
        break;
      }
      const shown = cut(line, Math.min(MAX_LINE_CHARS, budget));
      if (shown !== line) truncated = true;
      kept.push(shown);
      budget -= shown.length;
    }
    return kept;
  };
  const added = take(lines('added'));
  const removed = take(lines('removed'));
  return { at, added, removed, truncated };
};

export const siteMonitorUrl = (publicUrl: string): string => `${publicUrl.replace(/\/+$/, '')}/site-monitor`;
