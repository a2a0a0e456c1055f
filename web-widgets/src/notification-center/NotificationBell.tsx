import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import type { NotificationCenterStore } from './notification-center.store';
import './NotificationCenter.css';

export interface NotificationBellProps {
  store: NotificationCenterStore;
  /** id of the panel the bell opens, for aria-controls. */
  panelId?: string;
}

/** Spec §2: the bell with a badge that shows 9+ above 9; its name says how many are new. */
export const NotificationBell = observer(function NotificationBell({ store, panelId }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const badge = store.badge;
  return (
    <button
      type="button"
      className="nd-notification-bell"
      // the same name as the app's sidebar bell (common namespace), wherever the bell is
      aria-label={badge ? t('common:sidebar.notificationsCount', { count: badge }) : t('common:sidebar.notifications')}
      aria-expanded={store.panelOpen}
      aria-controls={store.panelOpen ? panelId : undefined}
      onClick={store.togglePanel}
    >
      <Icon name="bell" />
      {badge && (
        <span className="nd-notification-bell__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
});
