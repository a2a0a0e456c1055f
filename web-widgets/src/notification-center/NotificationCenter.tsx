import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NotificationBell } from './NotificationBell';
import { NotificationPanel } from './NotificationPanel';
import type { NotificationCenterStore } from './notification-center.store';
import { type PanelPlacement, placePanel } from './panel-placement';
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
  const placement = usePanelPlacement(rootRef, open);
  return (
    <div ref={rootRef} className="nd-notification-center">
      <NotificationBell store={store} panelId={panelId} />
      {open && (
        <div
          className="nd-notification-center__popover"
          data-align={placement?.align}
          style={placement ? { left: `${placement.left}px`, right: 'auto', width: `${placement.width}px` } : undefined}
        >
          <NotificationPanel store={store} id={panelId} />
        </div>
      )}
    </div>
  );
});

/**
 * Measures where the bell is while the panel is open and places the panel inside the viewport
 * (panel-placement.ts), again when the window is resized. A layout effect: measured and placed
 * before the browser paints, so the panel never shows off-screen first.
 */
const usePanelPlacement = (rootRef: RefObject<HTMLDivElement | null>, open: boolean): PanelPlacement | undefined => {
  const [placement, setPlacement] = useState<PanelPlacement>();
  useLayoutEffect(() => {
    const root = rootRef.current;
    const view = root?.ownerDocument.defaultView;
    if (!open || !root || !view) return;
    const place = () => {
      const rect = root.getBoundingClientRect();
      // clientWidth leaves out a vertical scrollbar; jsdom, which lays nothing out, reports 0.
      const viewportWidth = root.ownerDocument.documentElement.clientWidth || view.innerWidth;
      setPlacement(placePanel({ left: rect.left, right: rect.right }, viewportWidth));
    };
    place();
    view.addEventListener('resize', place);
    return () => view.removeEventListener('resize', place);
  }, [rootRef, open]);
  return open ? placement : undefined;
};
