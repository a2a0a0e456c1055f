import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminPanelFrame, loadableOf } from '../ui/AdminPanelFrame';
import type { TopicsStore } from './topics.store';
import { TopicsSection } from './TopicsSection';

/** The topic tree as an administration panel of its own: loaded on first show, with the kit's loading and retry frame. */
export const TopicsAdmin = observer(function TopicsAdmin({ store }: { store: TopicsStore }) {
  const { t } = useTranslation('admin');
  const [loadable] = useState(() => loadableOf(() => store.load()));
  return (
    <AdminPanelFrame store={loadable} autoLoad texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}>
      <div className="nd-admin">
        <TopicsSection store={store} />
      </div>
    </AdminPanelFrame>
  );
});
