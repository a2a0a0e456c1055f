import { positionName } from '@newsdesk/core/sports/position-names';
import { formatSportsDate } from '@newsdesk/core/sports/sports-time';
import type { PlayerProfileView } from '@newsdesk/core/sports/sports.views';
import { formatNumber } from '../sports-embed-format';
import { useEmbedTranslation } from '../use-embed-translation';

/**
 * A player's card on a host page: who the player is and where they stand in their sport (spec §2
 * "player info"). A table of label and value, so a screen reader reads each fact with its name.
 */
export const PlayerCard = ({ view }: { view: PlayerProfileView }) => {
  const { t, lang } = useEmbedTranslation();
  const { player, team, tennis, motorsport, wintersport } = view;
  const standing = motorsport ?? wintersport;
  const facts: [string, string][] = [
    [t('player.team'), team?.name ?? ''],
    [t('column.nation'), player.nationality ?? ''],
    [t('player.position'), player.position ? positionName(player.position, lang) : ''],
    [
      t('player.ranking'),
      tennis?.ranking
        ? t('player.rankingOf', {
            association: tennis.association,
            rank: tennis.ranking.rank,
            points: formatNumber(tennis.ranking.points, lang),
            date: formatSportsDate(tennis.ranking.rankingDate, lang),
          })
        : '',
    ],
    [
      t('player.standing'),
      standing && standing.rank !== null
        ? t('player.standingOf', { season: standing.seasonId, rank: standing.rank, points: formatNumber(standing.points, lang) })
        : '',
    ],
  ];
  const shown = facts.filter(([, value]) => value !== '');
  return (
    <table className="nd-sports-embed__table">
      <caption>{player.name}</caption>
      {shown.length > 0 && (
        <tbody>
          {shown.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="nd-sports-embed__name">
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      )}
    </table>
  );
};
