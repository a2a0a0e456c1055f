import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WinterStandingRow, WinterStandingsView as WinterStandingsAnswer } from '@newsdesk/core/sports/sports.views';
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
import { disciplineLabel } from './discipline-label';
import { WinterStandingsStore } from './winter-standings.store';
import { WINTER_GENDERS, WINTER_STANDING_KINDS, WintersportGateway } from './wintersport.gateway';

/** Spec §2 "winter sport standings": World Cup tables by season, gender, discipline; athletes or Nations Cup. */
export const WinterStandingsView = observer(function WinterStandingsView(props: StatisticsViewProps) {
  const store = useViewStore(
    props,
    (p, events) => new WinterStandingsStore(new WintersportGateway(p.client), p.serviceProvider, p.params, events),
  );
  const { t, i18n } = useTranslation('statistics-sports');
  const view = store.standings.data;
  const language = i18n.language;
  const current = store.disciplineChoices.find((d) => d.id === store.disciplineId);
  const tableTitle = t(store.kind === 'nation' ? 'wintersport.standings.nationsTitle' : 'wintersport.standings.athletesTitle', {
    discipline: disciplineLabel(t, store.disciplineId, current?.name ?? null),
    gender: t(`wintersport.genders.${store.gender}`),
    season: store.season.shown ?? '',
  });
  return (
    <SportsViewFrame
      title={t('wintersport.standings.heading')}
      busy={store.standings.loading}
      toolbar={
        <>
          <SeasonPicker shown={store.season.shown} choices={store.season.choices} onChange={(s) => void store.setSeason(s)} />
          <Segmented
            legend={t('wintersport.gender')}
            value={store.gender}
            options={WINTER_GENDERS.map((g) => ({ value: g, label: t(`wintersport.genders.${g}`) }))}
            onChange={(g) => void store.setGender(g)}
          />
          <Picker
            label={t('wintersport.standings.discipline')}
            value={store.disciplineId}
            options={store.disciplineChoices.map((d) => ({ value: d.id, label: disciplineLabel(t, d.id, d.name) }))}
            onChange={(d) => void store.setDiscipline(d)}
          />
          <Segmented
            legend={t('wintersport.standings.kind')}
            value={store.kind}
            options={WINTER_STANDING_KINDS.map((k) => ({ value: k, label: t(`wintersport.standings.kind_${k}`) }))}
            onChange={(k) => void store.setKind(k)}
          />
        </>
      }
      exportButton={
        <ExportWidgetButton
          request={store.widgetRequest(widgetLocale(language), tableTitle)}
          onExportWidget={props.onExportWidget}
          tableName={tableTitle}
          unavailable="hidden"
        />
      }
    >
      <ViewStatus remote={store.standings} onRetry={() => void store.load()} emptyText={t('wintersport.standings.empty')} />
      {view && view.rows.length > 0 && (
        <div className="nd-sports-table-block">
          <Basis view={view} />
          <SportsTable
            caption={tableTitle}
            columns={[
              { label: t('wintersport.standings.rank'), numeric: true },
              view.kind === 'athlete' && { label: t('wintersport.results.athlete') },
              { label: t('wintersport.results.nation') },
              { label: t('wintersport.standings.points'), numeric: true },
            ]}
          >
            {view.rows.map((row) => (
              <StandingRow
                key={row.athlete?.id ?? row.nation}
                row={row}
                athletes={view.kind === 'athlete'}
                language={language}
                onOpenPlayer={props.onOpenPlayer}
              />
            ))}
          </SportsTable>
        </div>
      )}
    </SportsViewFrame>
  );
});

/** Whether core added the table up from the races it holds, or it is the governing body's as imported. */
const Basis = ({ view }: { view: WinterStandingsAnswer }) => {
  const { t } = useTranslation('statistics-sports');
  return (
    <p className="nd-stats-muted">
      <span className="nd-sports-badge nd-sports-badge--info">{t(`wintersport.standings.basis_${view.basis}`)}</span>{' '}
      {view.basis === 'computed'
        ? t('wintersport.standings.computedFrom', { count: view.racesCounted })
        : t('wintersport.standings.publishedNote')}
    </p>
  );
};

interface StandingRowProps {
  row: WinterStandingRow;
  athletes: boolean;
  language: string;
  onOpenPlayer: (playerId: string) => void;
}

const StandingRow = ({ row, athletes, language, onOpenPlayer }: StandingRowProps) => (
  <tr>
    <td className="nd-sports-num">{row.rank}</td>
    {athletes && (
      <th scope="row">
        {row.athlete ? (
          <button type="button" className="nd-sports-link" onClick={() => onOpenPlayer(row.athlete!.id)}>
            {row.athlete.name}
          </button>
        ) : (
          '–'
        )}
      </th>
    )}
    {athletes ? <td>{row.nation}</td> : <th scope="row">{row.nation}</th>}
    <td className="nd-sports-num">{formatNumber(row.points, language)}</td>
  </tr>
);
