import { useTranslation } from 'react-i18next';

export const LoadingPage = () => {
  const { t } = useTranslation('shell');
  return (
    <div className="nd-page nd-page--centered" role="status" aria-live="polite">
      <span className="nd-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
};
