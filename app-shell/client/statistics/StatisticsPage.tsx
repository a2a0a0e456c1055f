import { useEffect } from 'react';
import type { RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StatisticsWorkspace, statisticsLinkFromSearch } from '@newsdesk/web-widgets/statistics';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useStores } from '../stores/stores-context';
import { statisticsPageStoreOf } from './statistics-page.stores';

/** Spec §2 /statistics: sports results, tables and fixtures (times in CET/CEST), widgets and wire exports. */
export const StatisticsPage = observer(function StatisticsPage({ location }: RouteComponentProps) {
  const { t } = useTranslation('shell');
  const stores = useStores();
  const statisticsPage = statisticsPageStoreOf(stores);
  useDocumentTitle(t('sections.statistics.title'));
  // Every visit reloads the view: an import may have brought new results since. An address with
  // ?view=… (a document's sports chip, ADR 0030) opens that view instead of the last one.
  const search = location?.search ?? '';
  useEffect(() => void statisticsPage.init(statisticsLinkFromSearch(search)), [statisticsPage, search]);
  return (
    <div className="nd-page nd-page--wide">
      <header className="nd-page__header">
        <h1 className="nd-page__title">{t('sections.statistics.title')}</h1>
        <p className="nd-page__lead">{t('sections.statistics.lead')}</p>
      </header>
      <StatisticsWorkspace store={statisticsPage} client={stores.api} />
    </div>
  );
});
