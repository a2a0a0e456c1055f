import { reaction } from 'mobx';
import { STATISTICS_PATH, statisticsHref, type StatisticsLink } from './statistics-link';

/**
 * The page address the statistics views keep their selection in, so a reload, a shared link or
 * the browser's back and forward open the same table (spec §2 /statistics). The host page reads
 * it on arrival (statisticsLinkFromSearch); the workspace writes it as the selection changes.
 */
export interface StatisticsAddress {
  /** The address now: path and query, e.g. `/statistics?view=rankings`. */
  current(): string;
  /** Replaces the address without a new history entry: each pick is not a step of "back". */
  replace(href: string): void;
}

/**
 * The browser's address. The router's own history entry (its state) is kept, so its back and
 * forward still work; a workspace shown elsewhere than /statistics (a story) leaves it alone.
 */
export const browserAddress = (): StatisticsAddress | null =>
  typeof window === 'undefined'
    ? null
    : {
        current: () => `${window.location.pathname}${window.location.search}`,
        replace: (href) => window.history.replaceState(window.history.state, '', href),
      };

/**
 * Keeps the address in step with the shown view and its params; returns the stop. A plain
 * `/statistics` (the navigation's link, when the store already shows a view) gets the shown view at
 * once; an address that names a view is left for the page to open (StatisticsPage's init).
 */
export const followInAddress = (shown: () => StatisticsLink, address: StatisticsAddress): (() => void) => {
  if (address.current() === STATISTICS_PATH) address.replace(statisticsHref(shown()));
  return reaction(
    () => statisticsHref(shown()),
    (href) => {
      const now = address.current();
      const path = now.split('?')[0];
      if (path === STATISTICS_PATH && now !== href) address.replace(href);
    },
  );
};
