import { Suspense, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { NotificationPanel, type NotificationCenterStore } from '@newsdesk/web-widgets/notification-center';

/**
 * The bell's panel beside the sidebar: the NotificationCenter's list, mute switch and clear all.
 * It takes focus when it opens; Escape closes it (which, like the bell, resets the alert count).
 */
export const NotificationsPanel = observer(function NotificationsPanel({ store }: { store: NotificationCenterStore }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && store.closePanel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
  return (
    <div ref={ref} className="nd-notifications" tabIndex={-1} style={{ padding: 0 }}>
      {/*
        The panel's translations load on first open and suspend it. Its own boundary keeps that
        from reaching the provider's boundary above the router, which would hide @reach/router's
        LocationProvider for good (see AppLayout): later navigations would change only the URL.
      */}
      <Suspense fallback={null}>
        <NotificationPanel store={store} />
      </Suspense>
    </div>
  );
});
