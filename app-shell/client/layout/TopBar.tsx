import { useTranslation } from 'react-i18next';
import { formatBadgeCount, Icon } from '@newsdesk/web-widgets/sidebar';

export interface TopBarProps {
  drawerId: string;
  drawerOpen: boolean;
  onMenu: () => void;
  notificationCount: number;
  notificationsOpen: boolean;
  onNotifications: () => void;
}

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
        <Icon name="menu" size={22} />
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
        <Icon name="bell" size={22} />
        {count && (
          <span className="nd-topbar__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
    </header>
  );
};
