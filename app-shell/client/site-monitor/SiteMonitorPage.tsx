import { useEffect } from 'react';
import type { RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SiteMonitor } from '@newsdesk/web-widgets/site-monitor';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useStores } from '../stores/stores-context';

/** Spec §2 /site-monitor (staging only): watched pages, their changes, "check updates now". */
export const SiteMonitorPage = observer(function SiteMonitorPage(_: RouteComponentProps) {
  const { t } = useTranslation('shell');
  const { siteMonitor } = useStores();
  useDocumentTitle(t('sections.siteMonitor.title'));
  // every visit reloads: a scheduled check may have found changes since the badge last looked
  useEffect(() => void siteMonitor.load(), [siteMonitor]);
  return (
    <div className="nd-page nd-page--wide">
      <header className="nd-page__header">
        <h1 className="nd-page__title">{t('sections.siteMonitor.title')}</h1>
        <p className="nd-page__lead">{t('sections.siteMonitor.lead')}</p>
      </header>
      <SiteMonitor store={siteMonitor} autoLoad={false} />
    </div>
  );
});
