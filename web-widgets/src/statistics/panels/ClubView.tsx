import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MatchView } from '@newsdesk/core/sports/sports.views';
import { MatchTable } from '../football/MatchTable';
import type { StatisticsStore } from '../statistics.store';
import { TeamProfileFrame } from './TeamProfileFrame';

interface TeamMatchesProps {
  title: string;
  matches: MatchView[];
  /** The table's name for assistive technology (the heading says it on screen). */
  caption: string;
  emptyText: string;
  onOpenTeam: (id: string, name: string) => void;
}

/** The team's next fixtures or latest results under their heading, or a note that there are none. */
const TeamMatches = ({ title, matches, caption, emptyText, onOpenTeam }: TeamMatchesProps) => (
  <>
    <h3 className="nd-stats-card__title">{title}</h3>
    {matches.length > 0 ? (
      <MatchTable matches={matches} caption={caption} onOpenTeam={onOpenTeam} showRound captionHidden />
    ) : (
      <p className="nd-stats-status nd-stats-status--empty">{emptyText}</p>
    )}
  </>
);

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
          <TeamMatches
            title={t('panel.nextFixtures')}
            matches={profile.nextFixtures}
            caption={t('panel.nextFixturesOf', { name: profile.team.name })}
            emptyText={t('empty.upcoming')}
            onOpenTeam={openTeam}
          />
          <TeamMatches
            title={t('panel.recentResults')}
            matches={profile.recentResults}
            caption={t('panel.recentResultsOf', { name: profile.team.name })}
            emptyText={t('empty.results')}
            onOpenTeam={openTeam}
          />
        </>
      )}
    </TeamProfileFrame>
  );
});
