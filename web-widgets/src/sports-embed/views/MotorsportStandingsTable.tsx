import type { MotorsportRankingView } from '@newsdesk/core/sports/sports.views';
import { formatNumber } from '../sports-embed-format';
import { useEmbedTranslation } from '../use-embed-translation';
import { AbbrHeader, Header } from './HeaderCell';

/** Drivers' or constructors' championship after a round (Formula 1 has had half points). */
export const MotorsportStandingsTable = ({ view }: { view: MotorsportRankingView }) => {
  const { t, lang } = useEmbedTranslation();
  if (view.rows.length === 0) return <p className="nd-sports-embed__message">{t('empty')}</p>;
  const drivers = view.entityType === 'driver';
  return (
    <table className="nd-sports-embed__table">
      <caption>{t('afterRound', { round: view.afterRound })}</caption>
      <thead>
        <tr>
          <AbbrHeader name="rank" className="nd-sports-embed__num" />
          <Header>{t(drivers ? 'column.driver' : 'column.constructor')}</Header>
          {drivers ? <Header className="nd-sports-embed__optional">{t('column.constructor')}</Header> : null}
          <Header className="nd-sports-embed__num nd-sports-embed__optional">{t('column.wins')}</Header>
          <Header className="nd-sports-embed__num">{t('column.points')}</Header>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => (
          <tr key={(drivers ? row.driver?.id : row.team?.id) ?? row.rank}>
            <td className="nd-sports-embed__num">{row.rank}</td>
            <th scope="row" className="nd-sports-embed__name">
              {drivers ? (row.driver?.name ?? '') : (row.team?.name ?? '')}
            </th>
            {drivers ? <td className="nd-sports-embed__optional">{row.team?.name ?? ''}</td> : null}
            <td className="nd-sports-embed__num nd-sports-embed__optional">{row.wins}</td>
            <td className="nd-sports-embed__num nd-sports-embed__strong">{formatNumber(row.points, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
