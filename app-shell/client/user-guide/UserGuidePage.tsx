import { useState } from 'react';
import type { RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TourGateway, UserGuide, UserGuideStore } from '@newsdesk/web-widgets/tour';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useStores } from '../stores/stores-context';

/** /user-guide: docs/user-guide.md inside the shell (Settings → User guide). */
export const UserGuidePage = observer(function UserGuidePage(_: RouteComponentProps) {
  const { api, session } = useStores();
  const { t } = useTranslation('tour');
  const [store] = useState(() => new UserGuideStore(new TourGateway(api)));
  useDocumentTitle(t('settings.userGuide'));
  return <UserGuide store={store} language={session.language} />;
});
