import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TeamProfileView } from '@newsdesk/core/sports/sports.views';
import type { StatisticsStore } from '../statistics.store';
import type { StatisticsViewId } from '../statistics-view.types';
import { ViewSection } from '../ViewSection';
import { ViewStatus } from '../ViewStatus';

export interface TeamProfileFrameProps {
  store: StatisticsStore;
  view: Extract<StatisticsViewId, 'club' | 'squad' | 'transfers'>;
  children: (profile: TeamProfileView) => ReactNode;
}

/** Club, squad and transfers all show the open team's profile: its name, then the view's part of it. */
export const TeamProfileFrame = observer(function TeamProfileFrame({ store, view, children }: TeamProfileFrameProps) {
  const { t } = useTranslation('statistics');
  const teamId = store.params['teamId'];
  const remote = store.panels.team;
  const profile = teamId && remote.key === teamId ? remote.data : null;
  return (
    <ViewSection title={profile ? t(`panel.${view}Title`, { name: profile.team.name }) : t(`views.${view}`)}>
      {!teamId ? (
        <p className="nd-stats-status nd-stats-status--empty">{t('empty.noTeam')}</p>
      ) : (
        <ViewStatus remote={remote} errorText={t('failed.team')} onRetry={store.reload} />
      )}
      {profile && children(profile)}
    </ViewSection>
  );
});
