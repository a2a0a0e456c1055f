import type { RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WinterResultRow } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import { RaceResultsSection } from '../sports-kit/RaceResultsSection';
import { SportsTable, type SportsColumn } from '../sports-kit/SportsTable';
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
export const WinterRaceResults = observer(function WinterRaceResults({
  store,
  headingRef,
  onOpenPlayer,
  onExportWidget,
}: WinterRaceResultsProps) {
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
  // One column a run where a race has several (slalom, giant slalom); a downhill's one time is its total.
  const runColumns: SportsColumn[] =
    runs > 1 ? Array.from({ length: runs }, (_, i) => ({ label: t('wintersport.results.run', { run: i + 1 }), numeric: true })) : [];
  return (
    <RaceResultsSection
      headingId="nd-winter-results-heading"
      headingRef={headingRef}
      title={title}
      widgetRequest={store.widgetRequest(widgetLocale(i18n.language))}
      onExportWidget={onExportWidget}
      closeLabel={t('wintersport.results.close')}
      onClose={store.closeRace}
    >
      {sections.finished.length > 0 && (
        <SportsTable
          caption={t('wintersport.results.classification', { count: sections.finished.length })}
          columns={[
            { label: t('wintersport.results.rank'), numeric: true },
            { label: t('wintersport.results.bib'), numeric: true },
            { label: t('wintersport.results.athlete') },
            { label: t('wintersport.results.nation') },
            ...runColumns,
            { label: t('wintersport.results.time'), numeric: true },
            { label: t('wintersport.results.behind'), numeric: true },
            { label: t('wintersport.results.cupPoints'), numeric: true },
          ]}
        >
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
        </SportsTable>
      )}
      {NOT_CLASSIFIED.filter((status) => sections[status].length > 0).map((status) => (
        <SportsTable
          key={status}
          caption={t(`wintersport.results.status.${status}`, { count: sections[status].length })}
          columns={[
            { label: t('wintersport.results.bib'), numeric: true },
            { label: t('wintersport.results.athlete') },
            { label: t('wintersport.results.nation') },
            ...runColumns,
          ]}
        >
          {sections[status].map((row) => (
            <tr key={row.athlete.id}>
              <td className="nd-sports-num">{row.bib ?? '–'}</td>
              <th scope="row">{athlete(row)}</th>
              <td>{row.nation ?? '–'}</td>
              {runs > 1 && runCells(row)}
            </tr>
          ))}
        </SportsTable>
      ))}
    </RaceResultsSection>
  );
});
