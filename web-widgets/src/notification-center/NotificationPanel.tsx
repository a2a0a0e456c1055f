import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../document-viewer/format';
import { Icon } from '../ui/icons';
import type { NotificationCenterStore } from './notification-center.store';
import './NotificationCenter.css';

export interface NotificationPanelProps {
  store: NotificationCenterStore;
  id?: string;
  /** Shows a close button (the shell's popover has one; a panel always on screen need not). */
  showClose?: boolean;
}

/** Spec §2 "Notifications panel": up to 10 latest documents with their collection; mute; clear all. */
export const NotificationPanel = observer(function NotificationPanel({ store, id, showClose = true }: NotificationPanelProps) {
  const { t, i18n } = useTranslation('notifications');
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const reconnecting = !store.muted && store.connection === 'waiting';
  return (
    <section id={id} className="nd-notification-panel" aria-labelledby={titleId}>
      <header className="nd-notification-panel__header">
        <h2 id={titleId} className="nd-notification-panel__title">
          {t('title')}
        </h2>
        {showClose && (
          <button type="button" className="nd-notification-panel__icon-button" aria-label={t('close')} onClick={store.closePanel}>
            <Icon name="close" size={18} />
          </button>
        )}
      </header>
      <div className="nd-notification-panel__controls">
        <button
          type="button"
          role="switch"
          aria-checked={store.muted}
          className="nd-notification-panel__switch"
          disabled={store.toggling}
          onClick={() => void store.toggleMuted()}
        >
          <span className="nd-notification-panel__switch-track" aria-hidden="true">
            <span className="nd-notification-panel__switch-thumb" />
          </span>
          {t('mute')}
        </button>
        <button type="button" className="nd-notification-panel__text-button" disabled={store.items.length === 0} onClick={store.clearAll}>
          {t('clearAll')}
        </button>
      </div>
      {store.errorCode && (
        <p className="nd-notification-panel__error" role="alert">
          {t(`errors:${store.errorCode}`)}
        </p>
      )}
      {store.muted && <p className="nd-notification-panel__note">{t('mutedNote')}</p>}
      {/* The live region is there from the start, so screen readers announce the text when it appears. */}
      <p className={reconnecting ? 'nd-notification-panel__note' : 'nd-visually-hidden'} role="status">
        {reconnecting ? t('reconnecting') : ''}
      </p>
      {store.items.length === 0 ? (
        <p className="nd-notification-panel__empty">{t('empty')}</p>
      ) : (
        <ul className="nd-notification-panel__list" aria-label={t('list')}>
          {store.items.map((item) => (
            <li key={item.document.id}>
              <button
                type="button"
                className={item.read ? 'nd-notification-panel__item nd-notification-panel__item--read' : 'nd-notification-panel__item'}
                onClick={() => store.openDocument(item.document.id)}
              >
                <span className="nd-notification-panel__item-title">{item.document.document.documentTitle}</span>
                <span className="nd-notification-panel__item-meta">
                  <span className="nd-notification-panel__collection">{t('inCollection', { collectionName: item.collectionName })}</span>
                  <span>
                    {item.document.document.domain}
                    {' · '}
                    <time dateTime={item.at}>{formatDateTime(item.at, language)}</time>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
