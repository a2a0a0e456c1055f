import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import type { Language, UserView } from '@newsdesk/core/identity/user-view';
import { COLOR_SCHEME_CHOICES, isColorSchemeChoice } from '../theme/color-scheme';
import type { ColorSchemeChoice } from '../theme/color-scheme';
import { useLink } from '../provider/widget-context';
import { Icon } from '../ui/icons';
import { Menu } from '../ui/Menu';
import { SettingsMenu } from '../tour/SettingsMenu';
import type { MenuEntry } from '../ui/Menu';
import { formatBadgeCount } from './badge';
import { isCurrentPath } from './navigation';
import type { SidebarItem } from './navigation';
import type { SidebarStore } from './sidebar.store';
import './Sidebar.css';

export interface SidebarProps {
  store: SidebarStore;
  items: SidebarItem[];
  /** Location pathname (a query string is ignored), to mark the current page. */
  currentPath: string;
  user: UserView;
  language: Language;
  /** Unread live notifications; the badge shows 9+ above 9. */
  notificationCount: number;
  onNotificationsClick: () => void;
  /** Whether the notifications panel is open, for the bell's aria-expanded. */
  notificationsOpen?: boolean;
  /** The logo opens the release notes (spec §2). */
  onLogoClick: () => void;
  onLanguageChange: (language: Language) => void;
  /** User menu → Appearance: System, Light or Dark; without a handler the choice is not offered. */
  colorScheme?: ColorSchemeChoice | undefined;
  onColorSchemeChange?: ((choice: ColorSchemeChoice) => void) | undefined;
  onLogout: () => void;
  /** Settings → Updates and features: the release notes slider. */
  onReleaseNotes: () => void;
  /** Settings → Release notes: the editor (pass it for admins only). */
  onReleaseNotesEditor?: (() => void) | undefined;
  /** Settings → User guide. */
  onUserGuide?: (() => void) | undefined;
  /** Settings → Tour guide. */
  onTourGuide?: (() => void) | undefined;
  /** Settings → Feedback opens this chat-tool URL; none hides the entry. */
  feedbackUrl?: string | null | undefined;
  /**
   * 'drawer' (phones, inside NavigationDrawer): always full width, and a close button where the
   * collapse toggle would be (ADR 0018). Default 'rail', collapsible.
   */
  variant?: 'rail' | 'drawer';
  /** The drawer's close button. */
  onClose?: (() => void) | undefined;
}

const initials = (user: UserView): string => `${user.name.givenName.charAt(0)}${user.name.familyName.charAt(0)}`.toUpperCase();

const Badge = ({ count }: { count: number | undefined }) => {
  const text = formatBadgeCount(count ?? 0);
  return text ? (
    <span className="nd-sidebar__badge" aria-hidden="true">
      {text}
    </span>
  ) : null;
};

export const Sidebar = observer(function Sidebar(props: SidebarProps) {
  const { store, items, currentPath, user, language, notificationCount } = props;
  const { t } = useTranslation();
  const Link = useLink();
  const navId = useId();
  const fullName = `${user.name.givenName} ${user.name.familyName}`.trim();
  const bellCount = formatBadgeCount(notificationCount);
  const drawer = props.variant === 'drawer';
  const collapsed = !drawer && store.collapsed;

  const userEntries: MenuEntry[] = [
    {
      kind: 'radio-group',
      id: 'language',
      label: t('userMenu.language'),
      value: language,
      options: LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`), lang: lng })),
      onChange: (value) => {
        if (value !== language) props.onLanguageChange(value as Language);
      },
    },
  ];
  const { onColorSchemeChange } = props;
  if (onColorSchemeChange) {
    const current = props.colorScheme ?? 'system';
    userEntries.push(
      { kind: 'separator', id: 'appearance-separator' },
      {
        kind: 'radio-group',
        id: 'appearance',
        label: t('userMenu.appearance'),
        value: current,
        options: COLOR_SCHEME_CHOICES.map((choice) => ({ value: choice, label: t(`colorScheme.${choice}`) })),
        onChange: (value) => {
          if (value !== current && isColorSchemeChoice(value)) onColorSchemeChange(value);
        },
      },
    );
  }

  return (
    <div className={`nd-sidebar${drawer ? ' nd-sidebar--drawer' : collapsed ? ' nd-sidebar--collapsed' : ''}`}>
      <div className="nd-sidebar__top">
        <button type="button" className="nd-sidebar__logo" aria-label={t('sidebar.logo')} onClick={props.onLogoClick}>
          <span className="nd-sidebar__logo-mark" aria-hidden="true">
            N
          </span>
          <span className="nd-sidebar__logo-text" aria-hidden="true">
            Newsdesk
          </span>
        </button>
        {drawer ? (
          <button type="button" className="nd-sidebar__toggle" aria-label={t('sidebar.closeMenu')} onClick={props.onClose}>
            <Icon name="close" size={18} />
          </button>
        ) : (
          <button
            type="button"
            className="nd-sidebar__toggle"
            aria-label={t('sidebar.toggle')}
            aria-expanded={!collapsed}
            aria-controls={navId}
            title={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            onClick={store.toggle}
          >
            <Icon name={collapsed ? 'chevron-right' : 'chevron-left'} size={18} />
          </button>
        )}
      </div>

      <nav id={navId} className="nd-sidebar__nav" aria-label={t('nav.label')} data-tour="navigation">
        <ul className="nd-sidebar__list">
          {items.map((item) => {
            const label = t(item.labelKey);
            const badge = formatBadgeCount(item.badge ?? 0);
            return (
              <li key={item.id}>
                <Link
                  to={item.to}
                  className="nd-sidebar__link"
                  aria-current={isCurrentPath(item.to, currentPath) ? 'page' : undefined}
                  aria-label={badge ? t('nav.badge', { label, count: badge }) : undefined}
                >
                  <Icon name={item.icon} />
                  <span className="nd-sidebar__label">{label}</span>
                  <Badge count={item.badge} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="nd-sidebar__bottom">
        <div data-tour="notifications">
          <button
            type="button"
            className="nd-sidebar__action"
            aria-label={bellCount ? t('sidebar.notificationsCount', { count: bellCount }) : t('sidebar.notifications')}
            aria-expanded={props.notificationsOpen}
            onClick={props.onNotificationsClick}
          >
            <span className="nd-sidebar__icon-wrap">
              <Icon name="bell" />
              <Badge count={notificationCount} />
            </span>
            {/* the visible words only: German breaks "Benach-richtigungen" at its soft hyphen (ADR 0018) */}
            <span className="nd-sidebar__label">{t('sidebar.notificationsLabel')}</span>
          </button>
        </div>
        <div data-tour="settings">
          <SettingsMenu
            triggerClassName="nd-sidebar__action"
            feedbackUrl={props.feedbackUrl}
            onUserGuide={props.onUserGuide}
            onUpdatesAndFeatures={props.onReleaseNotes}
            onReleaseNotesEditor={props.onReleaseNotesEditor}
            onTourGuide={props.onTourGuide}
            onLogout={props.onLogout}
          />
        </div>
        <div data-tour="user-menu">
          <Menu
            label={t('userMenu.label', { name: fullName })}
            triggerClassName="nd-sidebar__action nd-sidebar__user"
            trigger={
              <>
                <span className="nd-sidebar__avatar" aria-hidden="true">
                  {initials(user)}
                </span>
                <span className="nd-sidebar__label">{fullName}</span>
              </>
            }
            header={
              <>
                <div className="nd-sidebar__user-name">{fullName}</div>
                <div className="nd-sidebar__user-email">{user.email}</div>
              </>
            }
            entries={userEntries}
          />
        </div>
      </div>
    </div>
  );
});
