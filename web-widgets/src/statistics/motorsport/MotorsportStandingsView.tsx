import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MotorsportStandingRow } from '@newsdesk/core/sports/sports.views';
import type { StatisticsViewProps } from '../statistics-view.types';
import { Segmented } from '../Segmented';
import { ExportWidgetButton } from '../ExportWidgetButton';
import { SportsViewFrame } from '../sports-kit/SportsViewFrame';
import { Picker } from '../sports-kit/Picker';
import { SeasonPicker } from '../sports-kit/SeasonPicker';
import { SportsTable } from '../sports-kit/SportsTable';
import { ViewStatus } from '../ViewStatus';
import { formatNumber } from '../sports-kit/sports-format';
import { useViewStore } from '../sports-kit/use-view-store';
import { widgetLocale } from '../sports-kit/widget-locale';
import { MotorsportStandingsStore } from './motorsport-standings.store';
import { MOTORSPORT_ENTITIES, MotorsportGateway } from './motorsport.gateway';

const LATEST = 'latest';

/** Spec §2 "driver and team standings": the championship after the latest round or an earlier one. */
export const MotorsportStandingsView = observer(function MotorsportStandingsView(props: StatisticsViewProps) {
  const store = useViewStore(
    props,
    (p, events) => new MotorsportStandingsStore(new MotorsportGateway(p.client), p.serviceProvider, p.params, events),
  );
  const { t, i18n } = useTranslation('statistics-sports');
  const view = store.ranking.data;
  const language = i18n.language;
  const season = store.season.shown ?? '';
  const tableTitle = t(store.entityType === 'driver' ? 'motorsport.standings.drivers' : 'motorsport.standings.teams', { season });
  const caption = view ? `${tableTitle} · ${t('motorsport.standings.afterRound', { round: view.afterRound })}` : tableTitle;
  return (
    <SportsViewFrame
      title={t('motorsport.standings.heading')}
      busy={store.ranking.loading}
      toolbar={
        <>
          <Segmented
            legend={t('motorsport.standings.entity')}
            value={store.entityType}
            options={MOTORSPORT_ENTITIES.map((e) => ({ value: e, label: t(`motorsport.standings.entity_${e}`) }))}
            onChange={(e) => void store.setEntityType(e)}
          />
          <SeasonPicker shown={store.season.shown} choices={store.season.choices} onChange={(s) => void store.setSeason(s)} />
          {store.roundChoices.length > 0 && (
            <Picker
              label={t('motorsport.standings.round')}
              value={store.afterRound === null ? LATEST : String(store.afterRound)}
              options={[
                { value: LATEST, label: t('motorsport.standings.latestRound') },
                ...store.roundChoices.map((round) => ({ value: String(round), label: t('motorsport.standings.afterRound', { round }) })),
              ]}
              onChange={(value) => void store.setAfterRound(value === LATEST ? null : Number(value))}
            />
          )}
        </>
      }
      exportButton={
        <ExportWidgetButton
          request={store.widgetRequest(widgetLocale(language), tableTitle)}
          onExportWidget={props.onExportWidget}
          tableName={caption}
          unavailable="hidden"
        />
      }
    >
      <ViewStatus remote={store.ranking} onRetry={() => void store.load()} emptyText={t('motorsport.standings.empty')} />
      {view && view.rows.length > 0 && (
        <SportsTable
          caption={caption}
          columns={[
            { label: t('motorsport.standings.rank'), numeric: true },
            { label: t(view.entityType === 'driver' ? 'motorsport.standings.driver' : 'motorsport.standings.team') },
            view.entityType === 'driver' && { label: t('motorsport.standings.team') },
            { label: t('motorsport.standings.points'), numeric: true },
            { label: t('motorsport.standings.wins'), numeric: true },
            { label: t('motorsport.standings.podiums'), numeric: true },
          ]}
        >
          {view.rows.map((row) => (
            <StandingRow
              key={row.driver?.id ?? row.team?.id ?? row.rank}
              row={row}
              driverTable={view.entityType === 'driver'}
              language={language}
              onOpenPlayer={props.onOpenPlayer}
              onOpenTeam={props.onOpenTeam}
            />
          ))}
        </SportsTable>
      )}
    </SportsViewFrame>
  );
});

interface StandingRowProps extends Pick<StatisticsViewProps, 'onOpenPlayer' | 'onOpenTeam'> {
  row: MotorsportStandingRow;
  driverTable: boolean;
  language: string;
}

const StandingRow = ({ row, driverTable, language, onOpenPlayer, onOpenTeam }: StandingRowProps) => {
  const team = row.team ? (
    <button type="button" className="nd-sports-link" onClick={() => onOpenTeam(row.team!.id)}>
      {row.team.name}
    </button>
  ) : (
    '–'
  );
  return (
    <tr>
      <td className="nd-sports-num">{row.rank}</td>
      <th scope="row">
        {driverTable && row.driver ? (
          <button type="button" className="nd-sports-link" onClick={() => onOpenPlayer(row.driver!.id)}>
            {row.driver.name}
          </button>
        ) : (
          team
        )}
      </th>
      {driverTable && <td>{team}</td>}
      <td className="nd-sports-num">{formatNumber(row.points, language)}</td>
      <td className="nd-sports-num">{row.wins}</td>
      <td className="nd-sports-num">{row.podiums}</td>
    </tr>
  );
};
