import type { RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WinterResultRow } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import { ExportWidgetButton } from '../ExportWidgetButton';
import { formatBehind, formatDay, formatRaceTime } from '../sports-kit/sports-format';
import { widgetLocale } from '../sports-kit/widget-locale';
import type { ResultSections, WinterDisciplinesStore } from './winter-disciplines.store';

export interface WinterRaceResultsProps {
  store: WinterDisciplinesStore;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onOpenPlayer: (playerId: string) => void;
  onExportWidget: (request: SportsWidgetRequest) => void;
}

const NOT_CLASSIFIED: readonly Exclude<keyof ResultSections, 'finished'>[] = ['dnf', 'dns', 'dsq', 'dnq'];

/** One race's result list as FIS prints it: the classification, then DNF, DNS, DSQ and DNQ apart. */
export const WinterRaceResults = observer(function WinterRaceResults({ store, headingRef, onOpenPlayer, onExportWidget }: WinterRaceResultsProps) {
  const { t, i18n } = useTranslation('statistics-sports');
  const entry = store.race;
  const sections = store.sections;
  if (entry === null || sections === null) return null;
  const { race, results } = entry;
  const runs = Math.max(0, ...results.map((r) => r.runTimesMs.length));
  const title = t('wintersport.results.heading', { race: race.name, date: formatDay(race.date, i18n.language) });
  const athlete = (row: WinterResultRow) => (
    <button type="button" className="nd-sports-link" onClick={() => onOpenPlayer(row.athlete.id)}>
      {row.athlete.name}
    </button>
  );
  const runCells = (row: WinterResultRow) =>
    Array.from({ length: runs }, (_, i) => {
      const time = row.runTimesMs[i];
      return (
        <td key={i} className="nd-sports-num">
          {time === null || time === undefined ? '–' : formatRaceTime(time)}
        </td>
      );
    });
  const runHeaders = Array.from({ length: runs }, (_, i) => (
    <th key={i} scope="col" className="nd-sports-num">
      {t('wintersport.results.run', { run: i + 1 })}
    </th>
  ));
  return (
    <section className="nd-stats-view" aria-labelledby="nd-winter-results-heading">
      <div className="nd-sports-table-block__head">
        <h3 id="nd-winter-results-heading" className="nd-stats-view__title" tabIndex={-1} ref={headingRef}>
          {title}
        </h3>
        <div className="nd-stats-toolbar">
          <ExportWidgetButton request={store.widgetRequest(widgetLocale(i18n.language))} onExportWidget={onExportWidget} tableName={title} unavailable="hidden" />
          <button type="button" className="nd-stats-btn" onClick={store.closeRace}>
            {t('wintersport.results.close')}
          </button>
        </div>
      </div>
      {sections.finished.length > 0 && (
        <div className="nd-sports-table-wrap">
          <table className="nd-sports-table">
            <caption>{t('wintersport.results.classification', { count: sections.finished.length })}</caption>
            <thead>
              <tr>
                <th scope="col" className="nd-sports-num">
                  {t('wintersport.results.rank')}
                </th>
                <th scope="col" className="nd-sports-num">
                  {t('wintersport.results.bib')}
                </th>
                <th scope="col">{t('wintersport.results.athlete')}</th>
                <th scope="col">{t('wintersport.results.nation')}</th>
                {runs > 1 && runHeaders}
                <th scope="col" className="nd-sports-num">
                  {t('wintersport.results.time')}
                </th>
                <th scope="col" className="nd-sports-num">
                  {t('wintersport.results.behind')}
                </th>
                <th scope="col" className="nd-sports-num">
                  {t('wintersport.results.cupPoints')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sections.finished.map((row) => (
                <tr key={row.athlete.id}>
                  <td className="nd-sports-num">{row.rank ?? '–'}</td>
                  <td className="nd-sports-num">{row.bib ?? '–'}</td>
                  <th scope="row">{athlete(row)}</th>
                  <td>{row.nation ?? '–'}</td>
                  {runs > 1 && runCells(row)}
                  <td className="nd-sports-num">{row.timeMs === null ? '–' : formatRaceTime(row.timeMs)}</td>
                  <td className="nd-sports-num">{row.behindMs === null ? '' : formatBehind(row.behindMs)}</td>
                  <td className="nd-sports-num">{row.cupPoints > 0 ? row.cupPoints : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {NOT_CLASSIFIED.filter((status) => sections[status].length > 0).map((status) => (
        <div key={status} className="nd-sports-table-wrap">
          <table className="nd-sports-table">
            <caption>{t(`wintersport.results.status.${status}`, { count: sections[status].length })}</caption>
            <thead>
              <tr>
                <th scope="col" className="nd-sports-num">
                  {t('wintersport.results.bib')}
                </th>
                <th scope="col">{t('wintersport.results.athlete')}</th>
                <th scope="col">{t('wintersport.results.nation')}</th>
                {runs > 1 && runHeaders}
              </tr>
            </thead>
            <tbody>
              {sections[status].map((row) => (
                <tr key={row.athlete.id}>
                  <td className="nd-sports-num">{row.bib ?? '–'}</td>
                  <th scope="row">{athlete(row)}</th>
                  <td>{row.nation ?? '–'}</td>
                  {runs > 1 && runCells(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
});
