import { useId, type ReactNode } from 'react';
import './StatisticsView.css';

export interface ViewSectionProps {
  title: string;
  /** Export buttons and the like, at the end of the header row. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A view: its heading (level 2 under the page's title), actions beside it, the content below. */
export const ViewSection = ({ title, actions, children }: ViewSectionProps) => {
  const id = useId();
  return (
    <section className="nd-stats-view" aria-labelledby={id}>
      <header className="nd-stats-view__header">
        <h2 id={id} className="nd-stats-view__title">
          {title}
        </h2>
        {actions && <div className="nd-stats-view__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
};
