import { useEffect } from 'react';
import type { SiteMonitorStore } from '@newsdesk/web-widgets/site-monitor';

/** How often the badge asks for new changes: sites are checked every 15 minutes, so a minute is plenty. */
export const SITE_MONITOR_BADGE_REFRESH_MS = 60_000;

/**
 * Keeps the sidebar's site-monitor badge current while the link is shown (staging only): asks
 * once on login and then every minute; never toasts (see SiteMonitorStore.refreshCount).
 */
export const useSiteMonitorBadge = (store: SiteMonitorStore, enabled: boolean): void => {
  useEffect(() => {
    if (!enabled) return;
    void store.refreshCount();
    const timer = setInterval(() => void store.refreshCount(), SITE_MONITOR_BADGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [store, enabled]);
};
