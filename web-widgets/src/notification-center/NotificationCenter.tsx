import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { NotificationBell } from './NotificationBell';
import { NotificationPanel } from './NotificationPanel';
import type { NotificationCenterStore } from './notification-center.store';
import './NotificationCenter.css';

export interface NotificationCenterProps {
  store: NotificationCenterStore;
}

/**
 * Bell and panel together, for pages that embed the notification center on its own (the app
 * puts the bell in its sidebar and the panel beside it). Escape closes the panel and gives
 * focus back to the bell.
 */
export const NotificationCenter = observer(function NotificationCenter({ store }: NotificationCenterProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const open = store.panelOpen;
  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      store.closePanel();
      root?.querySelector<HTMLButtonElement>('.nd-notification-bell')?.focus();
    };
    // on the document: a button that just turned disabled (Clear all) has dropped focus to body
    const doc = root?.ownerDocument;
    doc?.addEventListener('keydown', onKey);
    return () => doc?.removeEventListener('keydown', onKey);
  }, [open, store]);
  return (
    <div ref={rootRef} className="nd-notification-center">
      <NotificationBell store={store} panelId={panelId} />
      {open && (
        <div className="nd-notification-center__popover">
          <NotificationPanel store={store} id={panelId} />
        </div>
      )}
    </div>
  );
});
