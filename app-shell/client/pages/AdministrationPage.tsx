import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { RouteComponentProps } from '@reach/router';
import { useTranslation } from 'react-i18next';
import { GazetteerAdmin, GazetteerAdminGateway, GazetteerAdminStore } from '@newsdesk/web-widgets/gazetteer-admin';
import { SourceAdmin, SourceAdminGateway, SourceAdminStore, TopicsAdmin, TopicsStore } from '@newsdesk/web-widgets/source-admin';
import { SlackStatus, SlackStatusStore, UserAdmin, UserAdminGateway, UserAdminStore } from '@newsdesk/web-widgets/user-admin';
import { Tabs } from '@newsdesk/web-widgets/ui';
import { InfoMessagesPanel } from '../release-notes/admin-panels';
import { useDocumentTitle } from '../hooks/use-document-title';
import type { AppStores } from '../stores/app-stores';
import { useStores } from '../stores/stores-context';
import { LoadingPage } from './LoadingPage';
import './AdministrationPage.css';

/** One tab of the administration; each area adds itself to ADMINISTRATION_TABS with one line. */
export interface AdministrationTab {
  id: string;
  /** i18next key of the tab's label. */
  labelKey: string;
  Panel: (props: { stores: AppStores }) => ReactNode;
}

/** The Users tab: who may log in, their roles and sessions. */
const UsersPanel = ({ stores }: { stores: AppStores }) => {
  const [store] = useState(() => new UserAdminStore(new UserAdminGateway(stores.api), { currentUserId: stores.session.user?.id }));
  return <UserAdmin store={store} />;
};

/** The Topics tab: the topic tree on its own, so it is found without scrolling through sources. */
const TopicsPanel = ({ stores }: { stores: AppStores }) => {
  const [store] = useState(() => new TopicsStore(new SourceAdminGateway(stores.api)));
  return <TopicsAdmin store={store} />;
};

/** The Sources tab keeps its store for as long as the page is open; a new visit reloads it. */
const SourcesPanel = ({ stores }: { stores: AppStores }) => {
  const [store] = useState(() => new SourceAdminStore(new SourceAdminGateway(stores.api)));
  return <SourceAdmin store={store} showTopics={false} />;
};

/** The Entities tab: the names admins add to the entity gazetteers. */
const EntitiesPanel = ({ stores }: { stores: AppStores }) => {
  const [store] = useState(() => new GazetteerAdminStore(new GazetteerAdminGateway(stores.api)));
  return <GazetteerAdmin store={store} />;
};

/** The Release notes tab: the Markdown editor (marked, DOMPurify) loads when the tab is first opened. */
const ReleaseNotesPanel = lazy(async () => ({ default: (await import('../release-notes/ReleaseNotesPanel')).ReleaseNotesPanel }));

export const ADMINISTRATION_TABS: readonly AdministrationTab[] = [
  { id: 'users', labelKey: 'user-admin:tab', Panel: UsersPanel },
  { id: 'sources', labelKey: 'admin:tabs.sources', Panel: SourcesPanel },
  { id: 'entities', labelKey: 'admin:tabs.entities', Panel: EntitiesPanel },
  { id: 'topics', labelKey: 'user-admin:topicsTab', Panel: TopicsPanel },
  { id: 'release-notes', labelKey: 'release-notes:editor.title', Panel: ReleaseNotesPanel },
  { id: 'info-messages', labelKey: 'info-messages:admin.title', Panel: InfoMessagesPanel },
];

/** The areas as the kit's tabs (WAI-ARIA: arrows, Home and End; one tab stop); a panel's code may load on first open. */
export const AdministrationTabs = ({ tabs, stores }: { tabs: readonly AdministrationTab[]; stores: AppStores }) => {
  const { t } = useTranslation(['shell', 'admin']);
  return (
    <Tabs
      label={t('admin:tabs.label')}
      tabs={tabs.map((tab) => ({
        id: tab.id,
        label: t(tab.labelKey),
        panel: () => (
          <Suspense fallback={<LoadingPage />}>
            <tab.Panel stores={stores} />
          </Suspense>
        ),
      }))}
    />
  );
};

/** /administration (admins only): the newsroom's settings, one tab per area. */
export const AdministrationPage = (_: RouteComponentProps) => {
  const { t } = useTranslation('shell');
  const stores = useStores();
  const [slack] = useState(() => new SlackStatusStore(new UserAdminGateway(stores.api)));
  const title = t('sections.administration.title');
  useDocumentTitle(title);
  return (
    <div className="nd-page nd-page--wide">
      <header className="nd-page__header">
        <h1 className="nd-page__title">{title}</h1>
        <p className="nd-page__lead">{t('sections.administration.lead')}</p>
        <SlackStatus store={slack} />
      </header>
      <AdministrationTabs tabs={ADMINISTRATION_TABS} stores={stores} />
    </div>
  );
};
