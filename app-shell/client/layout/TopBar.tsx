import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from '@newsdesk/web-widgets/sidebar';

export interface TopBarProps {
  drawerId: string;
  drawerOpen: boolean;
  onMenu: () => void;
  notificationCount: number;
  notificationsOpen: boolean;
  onNotifications: () => void;
}

const MenuIcon = () => (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

const BellIcon = () => (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6.5 9.5a5.5 5.5 0 0 1 11 0c0 5.5 2.5 7.5 2.5 7.5H4s2.5-2 2.5-7.5M10.2 20a2 2 0 0 0 3.6 0" />
  </svg>
);

/**
 * The phone's top bar (ADR 0018): the menu button that opens the navigation drawer, the name,
 * and the bell, so the notification panel is one tap away as on the desktop sidebar.
 */
export const TopBar = (props: TopBarProps) => {
  const { t } = useTranslation('common');
  const count = formatBadgeCount(props.notificationCount);
  return (
    <header className="nd-topbar">
      <button
        type="button"
        className="nd-topbar__button"
        aria-label={t('sidebar.menu')}
        aria-expanded={props.drawerOpen}
        aria-controls={props.drawerId}
        onClick={props.onMenu}
      >
        <MenuIcon />
      </button>
      <span className="nd-topbar__name">Newsdesk</span>
      <button
        type="button"
        className="nd-topbar__button"
        data-notifications-bell=""
        aria-label={count ? t('sidebar.notificationsCount', { count }) : t('sidebar.notifications')}
        aria-expanded={props.notificationsOpen}
        onClick={props.onNotifications}
      >
        <BellIcon />
        {count && (
          <span className="nd-topbar__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
    </header>
  );
};
