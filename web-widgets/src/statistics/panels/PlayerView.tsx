import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { positionName } from '@newsdesk/core/sports/position-names';
import { roundName } from '@newsdesk/core/sports/round-names';
import type { PlayerProfileView } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import { ExportWidgetButton } from '../ExportWidgetButton';
import { widgetLocale } from '../sports-kit/widget-locale';
import { formatDay, formatNumber } from '../format';
import type { StatisticsStore } from '../statistics.store';
import { ViewSection } from '../ViewSection';
import { ViewStatus } from '../ViewStatus';
import { TransfersTable } from './TransfersTable';
import { TableScroll } from '../../ui/TableScroll';

const Fact = ({ label, value }: { label: string; value: string | number | null | undefined }) =>
  value === null || value === undefined || value === '' ? null : (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

const SportLines = ({ profile, language }: { profile: PlayerProfileView; language: string }) => {
  const { t } = useTranslation('statistics');
  const { tennis, motorsport, wintersport } = profile;
  return (
    <>
      {tennis?.ranking && (
        <Fact
          label={t('player.tennisRanking', { association: tennis.association })}
          value={t('player.rankingText', {
            rank: tennis.ranking.rank,
            points: formatNumber(tennis.ranking.points, language),
            date: formatDay(tennis.ranking.rankingDate, language),
          })}
        />
      )}
      {motorsport && (
        <Fact
          label={t('player.motorsport', { season: motorsport.seasonId })}
          value={t('player.motorsportText', {
            rank: motorsport.rank ?? '–',
            points: formatNumber(motorsport.points, language),
            wins: motorsport.wins,
          })}
        />
      )}
      {wintersport && (
        <Fact
          label={t('player.wintersport', { season: wintersport.seasonId })}
          value={t('player.wintersportText', { rank: wintersport.rank ?? '–', points: formatNumber(wintersport.points, language) })}
        />
      )}
    </>
  );
};

const TennisMatches = ({ profile, language }: { profile: PlayerProfileView; language: string }) => {
  const { t } = useTranslation('statistics');
  const matches = profile.tennis?.recentMatches ?? [];
  if (matches.length === 0) return null;
  return (
    <TableScroll label={t('player.recentMatches', { name: profile.player.name })} className="nd-stats-table-wrap">
      <table className="nd-stats-table">
        <caption className="nd-stats-table__caption">{t('player.recentMatches', { name: profile.player.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('match.date')}</th>
            <th scope="col">{t('player.tournament')}</th>
            <th scope="col">{t('match.round')}</th>
            <th scope="col">{t('player.winner')}</th>
            <th scope="col">{t('player.loser')}</th>
            <th scope="col">{t('match.score')}</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <tr key={match.id}>
              <td className="nd-stats-nowrap">{formatDay(match.startsOn, language)}</td>
              <td>{match.tournamentName}</td>
              <td>{roundName(match.round, language)}</td>
              <td>{match.winner.name}</td>
              <td>{match.loser.name}</td>
              <td className="nd-stats-nowrap">{match.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};

/** Spec §2 "player info": who the player is, the team, rankings of the sport, transfers. */
export const PlayerView = observer(function PlayerView({ store }: { store: StatisticsStore }) {
  const { t, i18n } = useTranslation('statistics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const playerId = store.params['playerId'];
  const remote = store.panels.player;
  const profile = playerId && remote.key === playerId ? remote.data : null;
  const player = profile?.player;
  // The player's card as a widget (a document's player chip links here, "embed code one click away").
  const request: SportsWidgetRequest<'player'> | null = player
    ? {
        kind: 'player',
        serviceProvider: store.serviceProvider,
        params: { playerId: player.id },
        locale: widgetLocale(language),
        title: player.name,
      }
    : null;
  return (
    <ViewSection
      title={player ? player.name : t('views.player')}
      actions={playerId ? <ExportWidgetButton request={request} onExportWidget={store.openExport} /> : undefined}
    >
      {!playerId ? (
        <p className="nd-stats-status nd-stats-status--empty">{t('empty.noPlayer')}</p>
      ) : (
        <ViewStatus remote={remote} errorText={t('failed.player')} onRetry={store.reload} />
      )}
      {profile && player && (
        <>
          <dl className="nd-stats-facts">
            {profile.team && (
              <div>
                <dt>{t('player.team')}</dt>
                <dd>
                  <button
                    type="button"
                    className="nd-stats-link"
                    onClick={() => profile.team && void store.openTeam(profile.team.id, profile.team.name)}
                  >
                    {profile.team.name}
                  </button>
                </dd>
              </div>
            )}
            <Fact label={t('player.nationality')} value={player.nationality} />
            <Fact label={t('player.birthDate')} value={player.birthDate ? formatDay(player.birthDate, language) : null} />
            <Fact label={t('player.position')} value={player.position ? positionName(player.position, language) : null} />
            <Fact label={t('player.number')} value={player.number} />
            <Fact label={t('player.height')} value={player.heightCm ? t('player.heightCm', { cm: player.heightCm }) : null} />
            <Fact
              label={t('player.hand')}
              value={player.hand && ['R', 'L'].includes(player.hand) ? t(`player.hands.${player.hand}`) : null}
            />
            <SportLines profile={profile} language={language} />
          </dl>
          <TennisMatches profile={profile} language={language} />
          {profile.transfers.length > 0 && (
            <TransfersTable
              transfers={profile.transfers}
              caption={t('transfers.captionPlayer', { name: player.name })}
              onOpenTeam={(id, name) => void store.openTeam(id, name)}
              onOpenPlayer={(id, name) => void store.openPlayer(id, name)}
            />
          )}
        </>
      )}
    </ViewSection>
  );
});
