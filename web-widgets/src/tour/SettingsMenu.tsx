import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import { Menu } from '../ui/Menu';
import type { MenuEntry } from '../ui/Menu';
import { isWebUrl } from './help-links.store';

export interface SettingsMenuProps {
  /** The chat-tool link (NEWSDESK_FEEDBACK_URL); absent or null hides "Feedback". */
  feedbackUrl?: string | null | undefined;
  onUserGuide?: (() => void) | undefined;
  /** "Updates and features": the release notes slider. */
  onUpdatesAndFeatures: () => void;
  /** "Release notes": the release-note editor, for admins only (absent hides it). */
  onReleaseNotesEditor?: (() => void) | undefined;
  onTourGuide?: (() => void) | undefined;
  onLogout: () => void;
  triggerClassName?: string | undefined;
  /** Opens the feedback link; a new tab by default. */
  openUrl?: ((url: string) => void) | undefined;
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/**
 * The settings popup of spec §2: feedback, user guide, updates and features, release notes,
 * tour guide, logout. The tour's texts may still be loading when the shell first renders, so
 * this never suspends (the sidebar sits above the page's Suspense boundary); the entries are
 * only seen once the menu is opened, by which time they are there.
 */
export const SettingsMenu = (props: SettingsMenuProps) => {
  const { t } = useTranslation(['common', 'tour'], { useSuspense: false });
  const feedbackUrl = props.feedbackUrl && isWebUrl(props.feedbackUrl) ? props.feedbackUrl : null;
  const openUrl = props.openUrl ?? openInNewTab;

  const entries: MenuEntry[] = [
    ...(feedbackUrl
      ? [
          {
            kind: 'item' as const,
            id: 'feedback',
            label: t('tour:settings.feedback'),
            icon: 'info' as const,
            onSelect: () => openUrl(feedbackUrl),
          },
        ]
      : []),
    ...(props.onUserGuide
      ? [
          {
            kind: 'item' as const,
            id: 'user-guide',
            label: t('tour:settings.userGuide'),
            icon: 'glossary' as const,
            onSelect: props.onUserGuide,
          },
        ]
      : []),
    {
      kind: 'item',
      id: 'updates',
      label: t('tour:settings.updatesAndFeatures'),
      icon: 'release-notes',
      onSelect: props.onUpdatesAndFeatures,
    },
    ...(props.onReleaseNotesEditor
      ? [
          {
            kind: 'item' as const,
            id: 'release-notes',
            label: t('tour:settings.releaseNotes'),
            icon: 'administration' as const,
            onSelect: props.onReleaseNotesEditor,
          },
        ]
      : []),
    ...(props.onTourGuide
      ? [
          {
            kind: 'item' as const,
            id: 'tour',
            label: t('tour:settings.tourGuide'),
            icon: 'chevron-right' as const,
            onSelect: props.onTourGuide,
          },
        ]
      : []),
    { kind: 'separator', id: 'before-logout' },
    { kind: 'item', id: 'logout', label: t('settings.logout'), icon: 'logout', onSelect: props.onLogout },
  ];

  return (
    <Menu
      label={t('settings.label')}
      triggerClassName={props.triggerClassName}
      trigger={
        <>
          <Icon name="settings" />
          <span className="nd-sidebar__label">{t('settings.label')}</span>
        </>
      }
      entries={entries}
    />
  );
};
