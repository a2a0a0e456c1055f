import { formatSportsDate } from '@newsdesk/core/sports/sports-time';
import type { TennisRankingView } from '@newsdesk/core/sports/sports.views';
import { formatNumber } from '../sports-embed-format';
import { useEmbedTranslation } from '../use-embed-translation';
import { AbbrHeader, Header } from './HeaderCell';

const Movement = ({ movement }: { movement: number | null }) => {
  const { t } = useEmbedTranslation();
  if (movement === null) return <span className="nd-sports-embed__movement">{t('movementNew')}</span>;
  if (movement === 0)
    return (
      <span className="nd-sports-embed__movement" aria-label={t('movementSame')}>
        =
      </span>
    );
  const up = movement > 0;
  return (
    <span
      className="nd-sports-embed__movement"
      data-direction={up ? 'up' : 'down'}
      aria-label={t(up ? 'movementUp' : 'movementDown', { count: Math.abs(movement) })}
    >
      {up ? '▲' : '▼'}
      {Math.abs(movement)}
    </span>
  );
};

/** The top of a weekly ATP or WTA list, with each player's move since the previous list. */
export const TennisRankingTable = ({ view }: { view: TennisRankingView }) => {
  const { t, lang } = useEmbedTranslation();
  if (view.rows.length === 0) return <p className="nd-sports-embed__message">{t('empty')}</p>;
  return (
    <table className="nd-sports-embed__table">
      <caption>{t('rankingOf', { date: formatSportsDate(view.rankingDate, lang) })}</caption>
      <thead>
        <tr>
          <AbbrHeader name="rank" className="nd-sports-embed__num" />
          <Header>{t('column.player')}</Header>
          <Header className="nd-sports-embed__optional">{t('column.nation')}</Header>
          <Header className="nd-sports-embed__num">{t('column.points')}</Header>
          <Header className="nd-sports-embed__num">{t('column.movement')}</Header>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => (
          <tr key={row.player.id}>
            <td className="nd-sports-embed__num">{row.rank}</td>
            <th scope="row" className="nd-sports-embed__name">
              {row.player.name}
            </th>
            <td className="nd-sports-embed__optional">{row.player.nationality ?? ''}</td>
            <td className="nd-sports-embed__num nd-sports-embed__strong">{formatNumber(row.points, lang)}</td>
            <td className="nd-sports-embed__num">
              <Movement movement={row.movement} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
