import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { NotificationPanel, type NotificationCenterStore } from '@newsdesk/web-widgets/notification-center';

/**
 * The bell the reader can see: the sidebar's (the Sidebar widget marks its wrapper for the guided
 * tour), or on a phone the top bar's, while the sidebar is a closed drawer (ADR 0018).
 */
const sidebarBell = (): HTMLElement | null => {
  const bells = [...document.querySelectorAll<HTMLElement>('[data-notifications-bell], [data-tour="notifications"] button')];
  const seen = (bell: HTMLElement) => bell.getClientRects().length > 0 && getComputedStyle(bell).visibility !== 'hidden';
  return bells.find(seen) ?? bells.find((bell) => !bell.closest('[inert]')) ?? null;
};

/** A modal dialog (release notes, DocumentViewer…) is open: its Escape and its focus are its own. */
const dialogOpen = (panel: HTMLElement | null): boolean =>
  [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((dialog) => !panel?.contains(dialog));

/**
 * The bell's panel beside the sidebar: the NotificationCenter's list, mute switch and clear all.
 * It takes focus when it opens; Escape closes it (which, like the bell, resets the alert count).
 * When it closes, focus goes back to the bell, unless it has already moved on: to the bell itself,
 * or to the DocumentViewer a clicked notification opened (which gives it back to the bell later).
 */
export const NotificationsPanel = observer(function NotificationsPanel({ store }: { store: NotificationCenterStore }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // another dialog's Escape (handled, or a dialog on top) closes that dialog only
      if (event.key !== 'Escape' || event.defaultPrevented || dialogOpen(ref.current)) return;
      store.closePanel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
  // A layout effect: its clean-up runs while the panel is still in the page, so focus inside it is seen.
  useLayoutEffect(() => {
    const panel = ref.current;
    return () => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || Boolean(panel?.contains(active));
      if (lost) sidebarBell()?.focus();
    };
  }, []);
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
