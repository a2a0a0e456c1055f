import type { ReactNode, RefObject } from 'react';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import { Button } from '../../ui/Button';
import { ExportWidgetButton } from '../ExportWidgetButton';

export interface RaceResultsSectionProps {
  /** The heading's id: the section is labelled by it. */
  headingId: string;
  /** The view moves focus here when a race is opened. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  /** While the results load; leave out where they come with the calendar. */
  busy?: boolean;
  widgetRequest: SportsWidgetRequest | null;
  onExportWidget: (request: SportsWidgetRequest) => void;
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
}

/** An opened race below its calendar (Grand Prix, alpine race): heading, "export as widget" and close, its results. */
export const RaceResultsSection = ({
  headingId,
  headingRef,
  title,
  busy,
  widgetRequest,
  onExportWidget,
  closeLabel,
  onClose,
  children,
}: RaceResultsSectionProps) => (
  <section className="nd-stats-view" aria-labelledby={headingId} aria-busy={busy}>
    <div className="nd-sports-table-block__head">
      <h3 id={headingId} className="nd-stats-view__title" tabIndex={-1} ref={headingRef}>
        {title}
      </h3>
      <div className="nd-stats-toolbar">
        <ExportWidgetButton request={widgetRequest} onExportWidget={onExportWidget} tableName={title} unavailable="hidden" />
        <Button onClick={onClose}>{closeLabel}</Button>
      </div>
    </div>
    {children}
  </section>
);
