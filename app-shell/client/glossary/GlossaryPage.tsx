import { useEffect } from 'react';
import type { RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Glossary } from '@newsdesk/web-widgets/glossary';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useStores } from '../stores/stores-context';

/** Spec §2 /glossary: the newsroom's shared terms with letters, search, sort, likes and comments. */
export const GlossaryPage = observer(function GlossaryPage(_: RouteComponentProps) {
  const { t } = useTranslation('shell');
  const { glossary } = useStores();
  useDocumentTitle(t('sections.glossary.title'));
  // Every visit reloads: colleagues add and like terms all day.
  useEffect(() => void glossary.load(), [glossary]);
  return (
    <div className="nd-page nd-page--wide">
      <header className="nd-page__header">
        <h1 className="nd-page__title">{t('sections.glossary.title')}</h1>
        <p className="nd-page__lead">{t('sections.glossary.lead')}</p>
      </header>
      <Glossary store={glossary} autoLoad={false} />
    </div>
  );
});
