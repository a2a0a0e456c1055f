import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { InfoMessagesBanner } from '@newsdesk/web-widgets/info-messages';
import { useStores } from '../stores/stores-context';

/** The admin-set banners at the top of the shell, fetched once per login. */
export const InfoMessagesHost = observer(function InfoMessagesHost() {
  const { infoMessages, session } = useStores();
  const userId = session.user?.id;
  useEffect(() => {
    if (!userId) return;
    void infoMessages.load();
    return () => infoMessages.clear();
  }, [userId, infoMessages]);
  return <InfoMessagesBanner store={infoMessages} />;
});
