import { useContext, useEffect } from 'react';
import { titleWithCount } from '@newsdesk/web-widgets/notification-center';
import { StoresContext } from '../stores/stores-context';

/**
 * The browser tab says which page this is, after the unread count the notification center puts
 * in front ("(3) Search · Newsdesk"): a route change must not drop it.
 */
export const useDocumentTitle = (title: string): void => {
  // /login has no workspace stores yet (layout/Workspace.tsx), and so nothing unread
  const notifications = useContext(StoresContext)?.notifications;
  useEffect(() => {
    document.title = titleWithCount(`${title} · Newsdesk`, notifications?.badge ?? '');
  }, [title, notifications]);
};
