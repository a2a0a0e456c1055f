import type { ReactNode } from 'react';
import './TableScroll.css';

export interface TableScrollProps {
  /** The region's name, usually the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A wide table scrolls sideways inside its card, never the page (ADR 0018). The wrapper is named
 * and in the tab order, so keyboard users can scroll it with the arrow keys. A group rather than
 * AdminTable's region: a page of several tables with one caption (a player's transfers) would
 * otherwise have landmarks of the same name.
 */
export const TableScroll = ({ label, className, children }: TableScrollProps) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled without a mouse
  <div className={className ? `nd-table-scroll ${className}` : 'nd-table-scroll'} role="group" aria-label={label} tabIndex={0}>
    {children}
  </div>
);
