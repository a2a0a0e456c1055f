import type { ReactNode } from 'react';
import { TableScroll } from '../../ui/TableScroll';

export interface SportsColumn {
  label: ReactNode;
  /** Figures: right-aligned, in tabular digits. */
  numeric?: boolean;
}

export interface SportsTableProps {
  caption: string;
  /** Left to right; `false` leaves a column out (e.g. the team beside a driver only in the drivers' table). */
  columns: readonly (SportsColumn | false)[];
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A captioned table of the tennis, motorsport and winter sport views, scrolling sideways when
 * narrow. Always inside a SportsViewFrame, whose stylesheet it uses (imported there once, so the
 * order of the statistics stylesheets stays the frame's).
 */
export const SportsTable = ({ caption, columns, children }: SportsTableProps) => (
  <TableScroll label={caption} className="nd-sports-table-wrap">
    <table className="nd-sports-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map(
            (column, i) =>
              column && (
                <th key={i} scope="col" className={column.numeric ? 'nd-sports-num' : undefined}>
                  {column.label}
                </th>
              ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </TableScroll>
);
