import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TennisRankingRow } from '@newsdesk/core/sports/sports.views';
import type { StatisticsViewProps } from '../statistics-view.types';
import { ExportWidgetButton } from '../ExportWidgetButton';
import { Pager } from '../Pager';
import { ViewStatus } from '../ViewStatus';
import { SportsTable } from '../sports-kit/SportsTable';
import { SportsViewFrame } from '../sports-kit/SportsViewFrame';
import { formatDay, formatNumber } from '../sports-kit/sports-format';
import { useViewStore } from '../sports-kit/use-view-store';
import { widgetLocale } from '../sports-kit/widget-locale';
import { AssociationSwitch } from './AssociationSwitch';
import { Movement } from './Movement';
import { RankingWeekPicker } from './RankingWeekPicker';
import { TennisRankingsStore } from './tennis-rankings.store';
import { TennisGateway } from './tennis.gateway';

/** Spec §2 "rankings": the ATP or WTA list of the chosen week (the latest by default), paged, with movement ▲▼. */
export const TennisRankingsView = observer(function TennisRankingsView(props: StatisticsViewProps) {
  const store = useViewStore(
    props,
    (p, events) => new TennisRankingsStore(new TennisGateway(p.client), p.serviceProvider, p.params, events),
  );
  const { t, i18n } = useTranslation('statistics-sports');
  const view = store.ranking.data;
  const language = i18n.language;
  const caption = view
    ? t('tennis.rankings.caption', { association: view.association, date: formatDay(view.rankingDate, language) })
    : t('tennis.rankings.heading');
  const request = store.widgetRequest(widgetLocale(language), t('tennis.rankings.widgetTitle', { association: store.association }));
  return (
    <SportsViewFrame
      title={t('tennis.rankings.heading')}
      busy={store.ranking.loading}
      toolbar={
        <>
          <AssociationSwitch value={store.association} onChange={(a) => void store.setAssociation(a)} />
          <RankingWeekPicker
            shown={view?.association === store.association ? view.rankingDate : null}
            weeks={store.weeks}
            onChange={(day) => void store.setRankingDate(day)}
          />
        </>
      }
      exportButton={<ExportWidgetButton request={request} onExportWidget={props.onExportWidget} tableName={caption} unavailable="hidden" />}
    >
      <ViewStatus remote={store.ranking} onRetry={() => void store.load()} emptyText={t('tennis.rankings.empty')} />
      {view && view.rows.length > 0 && (
        <div className="nd-sports-table-block">
          {view.previousRankingDate && (
            <p className="nd-stats-muted">{t('tennis.rankings.comparedWith', { date: formatDay(view.previousRankingDate, language) })}</p>
          )}
          <SportsTable
            caption={caption}
            columns={[
              { label: t('tennis.rankings.rank'), numeric: true },
              { label: t('tennis.rankings.player') },
              { label: t('tennis.rankings.nationality') },
              { label: t('tennis.rankings.points'), numeric: true },
              { label: t('tennis.rankings.tournaments'), numeric: true },
              { label: t('tennis.rankings.movement') },
            ]}
          >
            {view.rows.map((row) => (
              <RankingRow
                key={row.player.id}
                row={row}
                language={language}
                hasPrevious={view.previousRankingDate !== null}
                onOpenPlayer={props.onOpenPlayer}
              />
            ))}
          </SportsTable>
          <Pager page={view.page} pages={store.pages} onPage={(page) => void store.goToPage(page)} label={caption} />
        </div>
      )}
    </SportsViewFrame>
  );
});

interface RankingRowProps {
  row: TennisRankingRow;
  language: string;
  hasPrevious: boolean;
  onOpenPlayer: (playerId: string) => void;
}

const RankingRow = ({ row, language, hasPrevious, onOpenPlayer }: RankingRowProps) => (
  <tr>
    <td className="nd-sports-num">{row.rank}</td>
    <th scope="row">
      <button type="button" className="nd-sports-link" onClick={() => onOpenPlayer(row.player.id)}>
        {row.player.name}
      </button>
    </th>
    <td>{row.player.nationality ?? '–'}</td>
    <td className="nd-sports-num">{formatNumber(row.points, language)}</td>
    <td className="nd-sports-num">{row.tournamentsPlayed === null ? '–' : row.tournamentsPlayed}</td>
    <td className="nd-sports-nowrap">
      <Movement movement={row.movement} hasPrevious={hasPrevious} />
    </td>
  </tr>
);
