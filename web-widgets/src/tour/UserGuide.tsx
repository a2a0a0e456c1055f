import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Language } from '@newsdesk/core/identity/user-view';
import type { UserGuideStore } from './user-guide.store';
import './UserGuide.css';

export interface UserGuideProps {
  store: UserGuideStore;
  language: Language;
}

/** The user guide (docs/user-guide.md) as a page of the app, in calm reading width. */
export const UserGuide = observer(function UserGuide({ store, language }: UserGuideProps) {
  const { t } = useTranslation('tour');
  useEffect(() => {
    void store.load(language);
  }, [store, language]);

  if (store.status === 'error') {
    return (
      <div className="nd-user-guide nd-user-guide--message" role="alert">
        <p>{t('userGuide.error')}</p>
        <button type="button" className="nd-user-guide__retry" onClick={() => void store.retry()}>
          {t('userGuide.retry')}
        </button>
      </div>
    );
  }
  const guide = store.guide;
  if (store.status !== 'ready' || !guide) {
    return (
      <p className="nd-user-guide nd-user-guide--message" role="status">
        {t('userGuide.loading')}
      </p>
    );
  }
  return (
    <div className="nd-user-guide">
      {guide.language !== store.requestedLanguage && <p className="nd-user-guide__note">{t('userGuide.englishOnly')}</p>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized twice, by the server and by the store (DOMPurify) */}
      <article className="nd-user-guide__text" lang={guide.language} dangerouslySetInnerHTML={{ __html: guide.html }} />
    </div>
  );
});
