import { Link, type RouteComponentProps } from '@reach/router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title';

/** A page that only explains something (not found, no access) and offers the way back. */
export const MessagePage = ({ message }: RouteComponentProps & { message: 'notFound' | 'forbidden' }) => {
  const { t } = useTranslation('shell');
  useDocumentTitle(t(`${message}.title`));
  return (
    <div className="nd-page nd-page--centered">
      <h1 className="nd-page__title">{t(`${message}.title`)}</h1>
      <p className="nd-page__lead">{t(`${message}.text`)}</p>
      <Link className="nd-button nd-button--primary" to="/dashboard">
        {t('backToDashboard')}
      </Link>
    </div>
  );
};
