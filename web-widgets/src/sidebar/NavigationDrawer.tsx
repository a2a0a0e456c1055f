import { useRef, type ReactNode } from 'react';
import { keepTabInside, useFocusWhileOpen } from '../ui/focus-trap';
import './NavigationDrawer.css';

export interface NavigationDrawerProps {
  /** On a phone the navigation is a drawer over the page; otherwise this is a plain wrapper. */
  drawer: boolean;
  open: boolean;
  onClose: () => void;
  /** The drawer's accessible name while it is a dialog. */
  label: string;
  id?: string;
  children: ReactNode;
}

/**
 * The sidebar's frame on a phone (ADR 0018): a modal drawer that takes focus when it opens, keeps
 * Tab inside, and closes on Escape or a click on the page beside it; closed, it is inert so Tab
 * never reaches links nobody can see. On wider screens it only wraps the sidebar.
 */
export const NavigationDrawer = ({ drawer, open, onClose, label, id, children }: NavigationDrawerProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const modal = drawer && open;
  useFocusWhileOpen(ref, modal);
  const className = ['nd-drawer', drawer ? 'nd-drawer--phone' : '', modal ? 'nd-drawer--open' : ''].filter(Boolean).join(' ');
  return (
    <>
      {modal && <div className="nd-drawer__backdrop" aria-hidden="true" onClick={onClose} />}
      <div
        ref={ref}
        id={id}
        className={className}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal ? true : undefined}
        aria-label={modal ? label : undefined}
        tabIndex={modal ? -1 : undefined}
        inert={drawer && !open}
        onKeyDown={(event) => {
          if (!modal) return;
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault();
            onClose();
            return;
          }
          keepTabInside(event, ref.current);
        }}
      >
        {children}
      </div>
    </>
  );
};
