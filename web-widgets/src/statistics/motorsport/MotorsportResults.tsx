import type { RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MotorsportResultRow } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import { ViewStatus } from '../ViewStatus';
import { RaceResultsSection } from '../sports-kit/RaceResultsSection';
import { SportsTable } from '../sports-kit/SportsTable';
import { formatStart, formatDay } from '../sports-kit/sports-format';
import { widgetLocale } from '../sports-kit/widget-locale';
import type { MotorsportRacesStore } from './motorsport-races.store';

export interface MotorsportResultsProps {
  store: MotorsportRacesStore;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onOpenPlayer: (playerId: string) => void;
  onOpenTeam: (teamId: string) => void;
  onExportWidget: (request: SportsWidgetRequest) => void;
}

/** The opened race: its classification and, on sprint weekends, the sprint's. */
export const MotorsportResults = observer(function MotorsportResults({
  store,
  headingRef,
  onOpenPlayer,
  onOpenTeam,
  onExportWidget,
}: MotorsportResultsProps) {
  const { t, i18n } = useTranslation('statistics-sports');
  const view = store.results.data;
  const race = view?.race;
  const title = race ? t('motorsport.results.heading', { race: race.name, season: race.seasonId }) : t('motorsport.results.loading');
  return (
    <RaceResultsSection
      headingId="nd-motorsport-results-heading"
      headingRef={headingRef}
      title={title}
      busy={store.results.loading}
      widgetRequest={store.widgetRequest(widgetLocale(i18n.language))}
      onExportWidget={onExportWidget}
      closeLabel={t('motorsport.results.close')}
      onClose={store.closeRace}
    >
      {race && (
        <p className="nd-stats-muted">
          {race.circuit.name} · {race.startsAt ? formatStart(race.startsAt, i18n.language) : formatDay(race.date, i18n.language)}
        </p>
      )}
      <ViewStatus remote={store.results} onRetry={() => void store.loadResults()} emptyText={t('motorsport.results.empty')} />
      {view && (
        <div className="nd-sports-sections">
          {view.sprintResults.length > 0 && (
            <ResultTable
              caption={t('motorsport.results.sprint')}
              rows={view.sprintResults}
              onOpenPlayer={onOpenPlayer}
              onOpenTeam={onOpenTeam}
            />
          )}
          {view.raceResults.length > 0 && (
            <ResultTable
              caption={t('motorsport.results.race')}
              rows={view.raceResults}
              onOpenPlayer={onOpenPlayer}
              onOpenTeam={onOpenTeam}
            />
          )}
        </div>
      )}
    </RaceResultsSection>
  );
});

interface ResultTableProps {
  caption: string;
  rows: MotorsportResultRow[];
  onOpenPlayer: (playerId: string) => void;
  onOpenTeam: (teamId: string) => void;
}

const ResultTable = ({ caption, rows, onOpenPlayer, onOpenTeam }: ResultTableProps) => {
  const { t } = useTranslation('statistics-sports');
  return (
    <SportsTable
      caption={caption}
      columns={[
        { label: t('motorsport.results.position'), numeric: true },
        { label: t('motorsport.results.number'), numeric: true },
        { label: t('motorsport.results.driver') },
        { label: t('motorsport.results.team') },
        { label: t('motorsport.results.laps'), numeric: true },
        { label: t('motorsport.results.time') },
        { label: t('motorsport.results.grid'), numeric: true },
        { label: t('motorsport.results.points'), numeric: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.driver.id}>
          <td className="nd-sports-num">{row.position ?? positionLabel(row.positionText, t)}</td>
          <td className="nd-sports-num">{row.number ?? '–'}</td>
          <th scope="row">
            <button type="button" className="nd-sports-link" onClick={() => onOpenPlayer(row.driver.id)}>
              {row.driver.name}
            </button>
            {row.fastestLap && (
              <>
                {' '}
                <span className="nd-sports-badge nd-sports-badge--info">{t('motorsport.results.fastestLap')}</span>
              </>
            )}
          </th>
          <td>
            <button type="button" className="nd-sports-link" onClick={() => onOpenTeam(row.team.id)}>
              {row.team.name}
            </button>
          </td>
          <td className="nd-sports-num">{row.laps ?? '–'}</td>
          <td className="nd-sports-nowrap">{row.position !== null && row.timeText ? row.timeText : row.status}</td>
          <td className="nd-sports-num">{row.grid === null ? '–' : row.grid === 0 ? t('motorsport.results.pitLane') : row.grid}</td>
          <td className="nd-sports-num">{row.points}</td>
        </tr>
      ))}
    </SportsTable>
  );
};

/** Ergast's letters for drivers not classified: R retired, D disqualified, W withdrawn … */
const positionLabel = (positionText: string, t: (key: string, options?: Record<string, unknown>) => string): string =>
  t(`motorsport.results.notClassified.${positionText}`, { defaultValue: positionText });
