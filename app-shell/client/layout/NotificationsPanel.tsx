import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The bell's panel. Live notifications of collections arrive with the alerts issue; until
 * then it says plainly that there is nothing new.
 */
export const NotificationsPanel = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <section ref={ref} className="nd-notifications" aria-labelledby="nd-notifications-title" tabIndex={-1}>
      <header className="nd-notifications__header">
        <h2 id="nd-notifications-title">{t('notifications.title')}</h2>
        <button type="button" className="nd-button nd-button--ghost" onClick={onClose}>
          {t('notifications.close')}
        </button>
      </header>
      <p className="nd-notifications__empty">{t('notifications.empty')}</p>
    </section>
  );
};
