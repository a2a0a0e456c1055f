import { useEffect } from 'react';
import { Link, type RouteComponentProps } from '@reach/router';
import { useTranslation } from 'react-i18next';

export const NotFoundPage = (_: RouteComponentProps) => {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = `${t('notFound.title')} · Newsdesk`;
  }, [t]);
  return (
    <div className="nd-page nd-page--centered">
      <h1 className="nd-page__title">{t('notFound.title')}</h1>
      <p className="nd-page__lead">{t('notFound.text')}</p>
      <Link className="nd-button nd-button--primary" to="/dashboard">
        {t('backToDashboard')}
      </Link>
    </div>
  );
};
