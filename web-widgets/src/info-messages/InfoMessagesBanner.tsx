import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';
import { textFor } from '@newsdesk/core/release-notes/release-note.types';
import { Icon } from '../ui/icons';
import type { InfoMessagesStore } from './info-messages.store';
import './InfoMessagesBanner.css';

const asLanguage = (value: string | undefined): Language => LANGUAGES.find((language) => language === value) ?? 'en';

/** Admin-set banners above the page, info or warning; each can be closed for good. */
export const InfoMessagesBanner = observer(function InfoMessagesBanner({ store }: { store: InfoMessagesStore }) {
  const { t, i18n } = useTranslation('info-messages');
  if (store.messages.length === 0) return null;
  const language = asLanguage(i18n.resolvedLanguage);
  return (
    <section className="nd-info-messages" aria-label={t('banner.label')}>
      {store.messages.map((message) => (
        <div
          key={message.id}
          className={`nd-info-message nd-info-message--${message.level}`}
          role={message.level === 'warning' ? 'alert' : 'status'}
        >
          <span className="nd-info-message__level">{t(`banner.levels.${message.level}`)}:</span>
          {/* plain text by design: React escapes it, nothing an admin types becomes markup */}
          <p className="nd-info-message__text">{textFor(message.text, language)}</p>
          <button
            type="button"
            className="nd-info-message__dismiss"
            aria-label={t('banner.dismissLabel')}
            title={t('banner.dismiss')}
            onClick={() => void store.dismiss(message.id)}
          >
            <Icon name="close" />
          </button>
        </div>
      ))}
    </section>
  );
});
