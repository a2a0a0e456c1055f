import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { positionName } from '@newsdesk/core/sports/position-names';
import type { StatisticsStore } from '../statistics.store';
import { TeamProfileFrame } from './TeamProfileFrame';
import { TableScroll } from '../../ui/TableScroll';

/** Spec §2 "squad": the team's players of its latest season with a squad; a name opens the player. */
export const SquadView = observer(function SquadView({ store }: { store: StatisticsStore }) {
  const { t, i18n } = useTranslation('statistics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <TeamProfileFrame store={store} view="squad">
      {(profile) =>
        profile.squad.players.length === 0 ? (
          <p className="nd-stats-status nd-stats-status--empty">{t('empty.squad')}</p>
        ) : (
          <TableScroll
            label={t('squad.caption', { name: profile.team.name, season: profile.squad.seasonId ?? '' })}
            className="nd-stats-table-wrap"
          >
            <table className="nd-stats-table">
              <caption className="nd-stats-table__caption">
                {t('squad.caption', { name: profile.team.name, season: profile.squad.seasonId ?? '' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="nd-stats-num">
                    {t('squad.number')}
                  </th>
                  <th scope="col">{t('squad.player')}</th>
                  <th scope="col">{t('squad.position')}</th>
                  <th scope="col">{t('squad.nationality')}</th>
                </tr>
              </thead>
              <tbody>
                {profile.squad.players.map((entry) => (
                  <tr key={entry.player.id}>
                    <td className="nd-stats-num">{entry.shirtNumber ?? ''}</td>
                    <th scope="row" className="nd-stats-team">
                      <button
                        type="button"
                        className="nd-stats-link"
                        onClick={() => void store.openPlayer(entry.player.id, entry.player.name)}
                      >
                        {entry.player.name}
                      </button>
                    </th>
                    <td>{entry.position ? positionName(entry.position, language) : ''}</td>
                    <td>{entry.player.nationality ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      }
    </TeamProfileFrame>
  );
});
