import { useState } from 'react';
import { InfoMessagesAdmin, InfoMessagesAdminStore, InfoMessagesGateway } from '@newsdesk/web-widgets/info-messages';
import type { AppStores } from '../stores/app-stores';

/** Administration tab "Info messages". */
export const InfoMessagesPanel = ({ stores }: { stores: AppStores }) => {
  const [store] = useState(() => new InfoMessagesAdminStore(new InfoMessagesGateway(stores.api), stores.toasts));
  return <InfoMessagesAdmin store={store} />;
};
