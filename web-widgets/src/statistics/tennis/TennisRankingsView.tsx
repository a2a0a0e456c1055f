import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TENNIS_ASSOCIATIONS } from '@newsdesk/core/sports/sports.types';
import type { TennisRankingRow } from '@newsdesk/core/sports/sports.views';
import type { StatisticsViewProps } from '../statistics-view.types';
import { Segmented } from '../Segmented';
import { ExportWidgetButton } from '../ExportWidgetButton';
import { Pager } from '../Pager';
import { ViewStatus } from '../ViewStatus';
import { SportsViewFrame } from '../sports-kit/SportsViewFrame';
import { formatDay, formatNumber } from '../sports-kit/sports-format';
import { useViewStore } from '../sports-kit/use-view-store';
import { widgetLocale } from '../sports-kit/widget-locale';
import { Movement } from './Movement';
import { TennisRankingsStore } from './tennis-rankings.store';
import { TennisGateway } from './tennis.gateway';

/** Spec §2 "rankings": the ATP or WTA list of the latest ranking date, paged, with movement ▲▼. */
export const TennisRankingsView = observer(function TennisRankingsView(props: StatisticsViewProps) {
  const store = useViewStore(props, (p, events) => new TennisRankingsStore(new TennisGateway(p.client), p.serviceProvider, p.params, events));
  const { t, i18n } = useTranslation('statistics-sports');
  useEffect(() => {
    void store.init();
  }, [store]);
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
          <Segmented
            legend={t('tennis.association')}
            value={store.association}
            options={TENNIS_ASSOCIATIONS.map((a) => ({ value: a, label: a }))}
            onChange={(a) => void store.setAssociation(a)}
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
          <div className="nd-sports-table-wrap">
            <table className="nd-sports-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="nd-sports-num">
                    {t('tennis.rankings.rank')}
                  </th>
                  <th scope="col">{t('tennis.rankings.player')}</th>
                  <th scope="col">{t('tennis.rankings.nationality')}</th>
                  <th scope="col" className="nd-sports-num">
                    {t('tennis.rankings.points')}
                  </th>
                  <th scope="col" className="nd-sports-num">
                    {t('tennis.rankings.tournaments')}
                  </th>
                  <th scope="col">{t('tennis.rankings.movement')}</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <RankingRow key={row.player.id} row={row} language={language} hasPrevious={view.previousRankingDate !== null} onOpenPlayer={props.onOpenPlayer} />
                ))}
              </tbody>
            </table>
          </div>
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
