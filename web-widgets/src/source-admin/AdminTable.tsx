import { useId } from 'react';
import type { ReactNode } from 'react';

/** A column heading; numbers are right-aligned. */
export type AdminColumn = string | { label: string; className: string };

export interface AdminTableProps {
  /** Said instead of the table when there are no rows. */
  empty: string | null;
  /** Read by screen readers only. */
  caption: string;
  columns: AdminColumn[];
  /** The (hidden) heading of a last column of row buttons, when there is one. */
  actionsLabel?: string;
  className?: string;
  /** A scrollable region of its own, reachable by keyboard (default), or a plain wrapper. */
  region?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** The table of an administration section, in a wrapper that scrolls sideways on narrow screens. */
export const AdminTable = ({ empty, caption, columns, actionsLabel, className, region = true, children }: AdminTableProps) => {
  const captionId = useId();
  if (empty !== null) return <p className="nd-admin-empty">{empty}</p>;
  const wrapper = region ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {};
  return (
    <div className="nd-admin-table-wrap" {...wrapper}>
      <table className={className ? `nd-admin-table ${className}` : 'nd-admin-table'}>
        <caption id={region ? captionId : undefined} className="nd-visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
            {actionsLabel !== undefined && (
              <th scope="col">
                <span className="nd-visually-hidden">{actionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
};

/** A source's row heading: its name, and its address shortened to the cell (whole on hover). */
export const SourceNameCell = ({ name, url }: { name: string; url: string }) => (
  <th scope="row" className="nd-admin-table__main">
    <span className="nd-admin-table__name">{name}</span>
    <span className="nd-admin-table__sub" title={url}>
      {url}
    </span>
  </th>
);
