import type { RouteComponentProps } from '@reach/router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title';

export type Section = 'dashboard' | 'statistics' | 'search' | 'collections' | 'glossary' | 'administration' | 'siteMonitor';

/**
 * The frame of one section: its heading and introduction. The section's own widgets
 * (search, collections, statistics, …) arrive with their issues and render inside it.
 */
export const SectionPage = ({ section }: RouteComponentProps & { section: Section }) => {
  const { t } = useTranslation('shell');
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  return (
    <div className="nd-page">
      <header className="nd-page__header">
        <h1 className="nd-page__title">{title}</h1>
        <p className="nd-page__lead">{t(`sections.${section}.lead`)}</p>
      </header>
      <div className="nd-page__empty" role="note">
        <p>{t(`sections.${section}.empty`)}</p>
      </div>
    </div>
  );
};
