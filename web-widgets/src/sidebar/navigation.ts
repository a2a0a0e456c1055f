import { isAdmin } from '@newsdesk/core/identity/user-view';
import type { SessionInfo, UserView } from '@newsdesk/core/identity/user-view';
import type { IconName } from '../ui/icons';

export interface SidebarItem {
  id: string;
  /** Route path, e.g. '/dashboard'. */
  to: string;
  /** Key in the `common` namespace, e.g. 'nav.dashboard'. */
  labelKey: string;
  icon: IconName;
  /** A count shown as a badge (0 or undefined hides it). */
  badge?: number;
}

export interface NavigationContext {
  user: Pick<UserView, 'roles'>;
  environment: SessionInfo['environment'];
  /** Site-monitor sites with unseen changes. */
  siteMonitorAlertCount?: number;
}

/**
 * The standard item list of spec §2: administration only for admins, the site monitor only on
 * staging. The shell may build its own list; this keeps the usual one in one place.
 */
export const navigationItems = ({ user, environment, siteMonitorAlertCount = 0 }: NavigationContext): SidebarItem[] => [
  { id: 'dashboard', to: '/dashboard', labelKey: 'nav.dashboard', icon: 'dashboard' },
  { id: 'statistics', to: '/statistics', labelKey: 'nav.statistics', icon: 'statistics' },
  { id: 'search', to: '/search', labelKey: 'nav.search', icon: 'search' },
  { id: 'collections', to: '/collections', labelKey: 'nav.collections', icon: 'collections' },
  { id: 'glossary', to: '/glossary', labelKey: 'nav.glossary', icon: 'glossary' },
  ...(isAdmin(user)
    ? [{ id: 'administration', to: '/administration', labelKey: 'nav.administration', icon: 'administration' as const }]
    : []),
  ...(environment === 'staging'
    ? [
        {
          id: 'site-monitor',
          to: '/site-monitor',
          labelKey: 'nav.siteMonitor',
          icon: 'site-monitor' as const,
          badge: siteMonitorAlertCount,
        },
      ]
    : []),
];

/** `/search?docId=1` and `/collections/42` still mark their section as the current page. */
export const isCurrentPath = (to: string, currentPath: string): boolean => {
  const path = currentPath.split(/[?#]/)[0] ?? '';
  return path === to || path.startsWith(`${to.replace(/\/$/, '')}/`);
};
