import type { WinterStandingsView } from '@newsdesk/core/sports/sports.views';
import { formatNumber } from '../sports-embed-format';
import { useEmbedTranslation } from '../use-embed-translation';
import { AbbrHeader, Header } from './HeaderCell';

/** World Cup standings of athletes or nations, overall or of one discipline. */
export const WinterStandingsTable = ({ view }: { view: WinterStandingsView }) => {
  const { t, lang } = useEmbedTranslation();
  if (view.rows.length === 0) return <p className="nd-sports-embed__message">{t('empty')}</p>;
  const nations = view.kind === 'nation';
  const discipline = t(`discipline.${view.disciplineId}`, { defaultValue: view.disciplineId });
  const caption = [nations ? t('nations') : discipline, t(`gender.${view.gender}`), view.seasonId].join(' · ');
  return (
    <table className="nd-sports-embed__table">
      <caption>
        {caption}
        <span className="nd-sports-embed__note">
          {' '}
          · {view.basis === 'published' ? t('publishedStandings') : t('racesCounted', { count: view.racesCounted })}
        </span>
      </caption>
      <thead>
        <tr>
          <AbbrHeader name="rank" className="nd-sports-embed__num" />
          <Header>{t(nations ? 'column.nation' : 'column.athlete')}</Header>
          {nations ? null : <Header className="nd-sports-embed__optional">{t('column.nation')}</Header>}
          <Header className="nd-sports-embed__num">{t('column.points')}</Header>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => (
          <tr key={`${row.athlete?.id ?? row.nation}-${row.rank}`}>
            <td className="nd-sports-embed__num">{row.rank}</td>
            <th scope="row" className="nd-sports-embed__name">
              {nations ? row.nation : (row.athlete?.name ?? row.nation)}
            </th>
            {nations ? null : <td className="nd-sports-embed__optional">{row.nation}</td>}
            <td className="nd-sports-embed__num nd-sports-embed__strong">{formatNumber(row.points, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
