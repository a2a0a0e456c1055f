import type { FootballStandingsView } from '@newsdesk/core/sports/sports.views';
import { formatSigned } from '../sports-embed-format';
import { useEmbedTranslation } from '../use-embed-translation';
import { AbbrHeader, Header } from './HeaderCell';

/** A league table, or one per group of a cup. W/D/L give way first on a narrow host column. */
export const FootballStandingsTable = ({ view }: { view: FootballStandingsView }) => {
  const { t } = useEmbedTranslation();
  if (view.groups.every((g) => g.rows.length === 0)) return <p className="nd-sports-embed__message">{t('empty')}</p>;
  return (
    <>
      {view.groups.map((group) => (
        <table key={group.name ?? 'table'} className="nd-sports-embed__table">
          {group.name ? <caption>{group.name}</caption> : null}
          <thead>
            <tr>
              <AbbrHeader name="rank" className="nd-sports-embed__num" />
              <Header>{t('column.team')}</Header>
              <AbbrHeader name="played" className="nd-sports-embed__num" />
              <AbbrHeader name="won" className="nd-sports-embed__num nd-sports-embed__optional" />
              <AbbrHeader name="drawn" className="nd-sports-embed__num nd-sports-embed__optional" />
              <AbbrHeader name="lost" className="nd-sports-embed__num nd-sports-embed__optional" />
              <Header className="nd-sports-embed__num nd-sports-embed__optional">{t('column.goals')}</Header>
              <AbbrHeader name="goalDifference" className="nd-sports-embed__num" />
              <AbbrHeader name="points" className="nd-sports-embed__num" />
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.team.id}>
                <td className="nd-sports-embed__num">{row.rank}</td>
                <th scope="row" className="nd-sports-embed__name">
                  {row.team.shortName ?? row.team.name}
                </th>
                <td className="nd-sports-embed__num">{row.played}</td>
                <td className="nd-sports-embed__num nd-sports-embed__optional">{row.won}</td>
                <td className="nd-sports-embed__num nd-sports-embed__optional">{row.drawn}</td>
                <td className="nd-sports-embed__num nd-sports-embed__optional">{row.lost}</td>
                <td className="nd-sports-embed__num nd-sports-embed__optional">
                  {row.goalsFor}:{row.goalsAgainst}
                </td>
                <td className="nd-sports-embed__num">{formatSigned(row.goalDifference)}</td>
                <td className="nd-sports-embed__num nd-sports-embed__strong">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
};
