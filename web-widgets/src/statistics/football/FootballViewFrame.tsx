import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ExportWidgetButton } from '../ExportWidgetButton';
import type { StatisticsStore } from '../statistics.store';
import { ViewSection } from '../ViewSection';
import { ViewStatus, type ViewStatusProps } from '../ViewStatus';
import { type FootballWidgetKind, footballWidgetRequest } from '../widget-request';
import { CompetitionPicker } from './CompetitionPicker';
import type { FootballViewId } from './football.store';

/** The competitions' loading line, failure and "none" note: leagues, or cups for the championships. */
export const CompetitionsStatus = observer(function CompetitionsStatus({
  store,
  cups = false,
}: {
  store: StatisticsStore;
  cups?: boolean;
}) {
  const { t } = useTranslation('statistics');
  const { football } = store;
  return (
    <ViewStatus
      remote={football.competitions}
      empty={(cups ? football.cups : football.leagues).length === 0}
      emptyText={t(cups ? 'empty.cups' : 'empty.competitions')}
      errorText={t('failed.competitions')}
      onRetry={store.reload}
    />
  );
});

export interface FootballViewFrameProps {
  store: StatisticsStore;
  view: Exclude<FootballViewId, 'overview'>;
  /** What "export as widget" makes of the chosen season, once the view has something to export. */
  widget: FootballWidgetKind | null;
  /** Controls beside the competition picker (a filter, a round), in one toolbar row with it. */
  controls?: ReactNode;
  /** The state of the view's own data, shown once there are competitions to choose from. */
  data: Omit<ViewStatusProps, 'onRetry'>;
  children?: ReactNode;
}

/**
 * A football view of one competition season (table, fixtures, results, cups): heading with
 * "export as widget", the competition picker, the competitions' state, then the view's data.
 */
export const FootballViewFrame = observer(function FootballViewFrame({
  store,
  view,
  widget,
  controls,
  data,
  children,
}: FootballViewFrameProps) {
  const { t, i18n } = useTranslation('statistics');
  const { football } = store;
  const cups = view === 'championships';
  const selected = football.selection(view, store.params);
  const request =
    selected && widget
      ? footballWidgetRequest(widget, selected.season, store.serviceProvider, i18n.resolvedLanguage ?? i18n.language)
      : null;
  const picker = <CompetitionPicker store={store} view={view} />;
  return (
    <ViewSection title={t(`views.${view}`)} actions={<ExportWidgetButton request={request} onExportWidget={store.openExport} />}>
      {controls === undefined ? (
        picker
      ) : (
        <div className="nd-stats-toolbar">
          {picker}
          {controls}
        </div>
      )}
      <CompetitionsStatus store={store} cups={cups} />
      {(cups ? football.cups : football.leagues).length > 0 && <ViewStatus {...data} onRetry={store.reload} />}
      {children}
    </ViewSection>
  );
});
