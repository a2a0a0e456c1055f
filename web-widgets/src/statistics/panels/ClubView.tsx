import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MatchTable } from '../football/MatchTable';
import type { StatisticsStore } from '../statistics.store';
import { TeamProfileFrame } from './TeamProfileFrame';

/** Spec §2 "club": the team's facts, its place in the table, next fixtures and latest results. */
export const ClubView = observer(function ClubView({ store }: { store: StatisticsStore }) {
  const { t } = useTranslation('statistics');
  const openTeam = (id: string, name: string) => void store.openTeam(id, name);
  return (
    <TeamProfileFrame store={store} view="club">
      {(profile) => (
        <>
          <dl className="nd-stats-facts">
            <div>
              <dt>{t('panel.country')}</dt>
              <dd>{profile.team.countryCode ?? t('panel.unknown')}</dd>
            </div>
            <div>
              <dt>{t('panel.venue')}</dt>
              <dd>{profile.team.venue ?? t('panel.unknown')}</dd>
            </div>
            {profile.standing && (
              <div>
                <dt>{t('panel.standing')}</dt>
                <dd>
                  {t('panel.standingText', {
                    rank: profile.standing.rank,
                    points: profile.standing.points,
                    played: profile.standing.played,
                    competition: `${profile.standing.competitionSeason.competitionName} ${profile.standing.competitionSeason.name}`,
                  })}
                </dd>
              </div>
            )}
            {profile.competitionSeasons.length > 0 && (
              <div>
                <dt>{t('panel.competitions')}</dt>
                <dd>{profile.competitionSeasons.map((season) => `${season.competitionName} ${season.name}`).join(' · ')}</dd>
              </div>
            )}
          </dl>
          <h3 className="nd-stats-card__title">{t('panel.nextFixtures')}</h3>
          {profile.nextFixtures.length > 0 ? (
            <MatchTable
              matches={profile.nextFixtures}
              caption={t('panel.nextFixturesOf', { name: profile.team.name })}
              onOpenTeam={openTeam}
              showRound
              captionHidden
            />
          ) : (
            <p className="nd-stats-status nd-stats-status--empty">{t('empty.upcoming')}</p>
          )}
          <h3 className="nd-stats-card__title">{t('panel.recentResults')}</h3>
          {profile.recentResults.length > 0 ? (
            <MatchTable
              matches={profile.recentResults}
              caption={t('panel.recentResultsOf', { name: profile.team.name })}
              onOpenTeam={openTeam}
              showRound
              captionHidden
            />
          ) : (
            <p className="nd-stats-status nd-stats-status--empty">{t('empty.results')}</p>
          )}
        </>
      )}
    </TeamProfileFrame>
  );
});
