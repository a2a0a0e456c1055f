import { useId, type ReactNode } from 'react';
import '../StatisticsView.css';
import '../StatisticsControls.css';
import './sports-view.css';

export interface SportsViewFrameProps {
  title: string;
  /** While a table of the view loads: assistive technology waits before reading it. */
  busy: boolean;
  /** The view's switches and pickers. */
  toolbar: ReactNode;
  /** The view's "export as widget", at the end of the toolbar row. */
  exportButton?: ReactNode;
  children?: ReactNode;
}

/** A tennis, motorsport or winter sport view: heading (level 2 under the page's title), toolbar, content. */
export const SportsViewFrame = ({ title, busy, toolbar, exportButton, children }: SportsViewFrameProps) => {
  const id = useId();
  return (
    <section className="nd-stats-view" aria-labelledby={id} aria-busy={busy}>
      <h2 id={id} className="nd-stats-view__title">
        {title}
      </h2>
      <div className="nd-stats-toolbar">
        {toolbar}
        {exportButton && <div className="nd-stats-toolbar__end">{exportButton}</div>}
      </div>
      {children}
    </section>
  );
};
