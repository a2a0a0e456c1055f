import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { StatisticsStore } from '../statistics.store';
import type { StatisticsViewId } from '../statistics-view.types';
import { ViewSection } from '../ViewSection';
import { ViewStatus } from '../ViewStatus';
import { CompetitionPicker } from './CompetitionPicker';
import { CompetitionsStatus } from './FootballViewFrame';
import { MatchTable } from './MatchTable';
import { StandingsTable } from './StandingsTable';

/** The top of the table on the overview; the full one is under "competitions and leagues". */
export const OVERVIEW_TABLE_ROWS = 6;

const SHORTCUTS: readonly StatisticsViewId[] = ['rankings', 'driver-team-standings', 'winter-standings', 'championships'];

/** Spec §2 "overview": the chosen league at a glance (top of the table, latest results, next fixtures) and the other sports. */
export const OverviewView = observer(function OverviewView({ store }: { store: StatisticsStore }) {
  const { t } = useTranslation('statistics');
  const { football } = store;
  const standings = football.standings.data;
  const recent = football.recent.data?.items ?? [];
  const upcoming = football.upcoming.data?.items ?? [];
  const selected = football.selection('overview', store.params);
  const title = selected ? `${selected.season.competitionName} ${selected.season.name}` : '';
  const openTeam = (id: string, name: string) => void store.openTeam(id, name);
  return (
    <ViewSection title={t('views.overview')}>
      <CompetitionPicker store={store} view="overview" />
      <CompetitionsStatus store={store} />
      {selected && (
        <div className="nd-stats-overview">
          <div className="nd-stats-card">
            <h3 className="nd-stats-card__title">{t('overview.table')}</h3>
            <ViewStatus
              remote={football.standings}
              empty={(standings?.groups.length ?? 0) === 0}
              emptyText={t('empty.standings')}
              errorText={t('failed.standings')}
              onRetry={store.reload}
            />
            {standings && <StandingsTable standings={standings} onOpenTeam={openTeam} maxRows={OVERVIEW_TABLE_ROWS} compact />}
            <Button variant="ghost" size="small" className="nd-stats-card__more" onClick={() => void store.show('competitions')}>
              {t('overview.fullTable')}
            </Button>
          </div>
          <div className="nd-stats-card">
            <h3 className="nd-stats-card__title">{t('overview.latestResults')}</h3>
            <ViewStatus
              remote={football.recent}
              empty={recent.length === 0}
              emptyText={t('empty.results')}
              errorText={t('failed.results')}
              onRetry={store.reload}
            />
            {recent.length > 0 && (
              <MatchTable
                matches={recent}
                caption={`${title} · ${t('overview.latestResults')}`}
                onOpenTeam={openTeam}
                captionHidden
                compact
              />
            )}
          </div>
          <div className="nd-stats-card">
            <h3 className="nd-stats-card__title">{t('overview.nextFixtures')}</h3>
            <ViewStatus
              remote={football.upcoming}
              empty={upcoming.length === 0}
              emptyText={t('empty.upcoming')}
              errorText={t('failed.matches')}
              onRetry={store.reload}
            />
            {upcoming.length > 0 && (
              <MatchTable
                matches={upcoming}
                caption={`${title} · ${t('overview.nextFixtures')}`}
                onOpenTeam={openTeam}
                captionHidden
                compact
              />
            )}
          </div>
        </div>
      )}
      <div className="nd-stats-shortcuts">
        <h3 className="nd-stats-card__title">{t('overview.otherSports')}</h3>
        <ul className="nd-stats-shortcuts__list">
          {SHORTCUTS.map((view) => (
            <li key={view}>
              <Button variant="ghost" size="small" onClick={() => void store.show(view)}>
                {t(`views.${view}`)}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </ViewSection>
  );
});
