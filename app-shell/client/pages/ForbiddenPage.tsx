import { useEffect } from 'react';
import { Link, type RouteComponentProps } from '@reach/router';
import { useTranslation } from 'react-i18next';

/** /administration for a user without role admin: refused, with a way back. */
export const ForbiddenPage = (_: RouteComponentProps) => {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = `${t('forbidden.title')} · Newsdesk`;
  }, [t]);
  return (
    <div className="nd-page nd-page--centered" data-testid="forbidden">
      <h1 className="nd-page__title">{t('forbidden.title')}</h1>
      <p className="nd-page__lead">{t('forbidden.text')}</p>
      <Link className="nd-button nd-button--primary" to="/dashboard">
        {t('backToDashboard')}
      </Link>
    </div>
  );
};
