import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ExportWidgetButton } from '../ExportWidgetButton';
import { formatDay } from '../format';
import type { StatisticsStore } from '../statistics.store';
import { ViewSection } from '../ViewSection';
import { ViewStatus } from '../ViewStatus';
import { footballWidgetRequest } from '../widget-request';
import { CompetitionPicker } from './CompetitionPicker';
import { StandingsTable } from './StandingsTable';

/** Spec §2 "competitions and leagues": pick a league and season, see its table (computed by core). */
export const CompetitionsView = observer(function CompetitionsView({ store }: { store: StatisticsStore }) {
  const { t, i18n } = useTranslation('statistics');
  const { football } = store;
  const standings = football.standings.data;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const selected = football.selection('competitions', store.params);
  const request =
    selected && standings ? footballWidgetRequest('football-standings', selected.season, store.serviceProvider, language) : null;
  return (
    <ViewSection title={t('views.competitions')} actions={<ExportWidgetButton request={request} onExportWidget={store.openExport} />}>
      <CompetitionPicker store={store} view="competitions" />
      <ViewStatus
        remote={football.competitions}
        empty={football.leagues.length === 0}
        emptyText={t('empty.competitions')}
        errorText={t('failed.competitions')}
        onRetry={store.reload}
      />
      {football.leagues.length > 0 && (
        <ViewStatus
          remote={football.standings}
          empty={(standings?.groups.length ?? 0) === 0}
          emptyText={t('empty.standings')}
          errorText={t('failed.standings')}
          onRetry={store.reload}
        />
      )}
      {standings && standings.groups.length > 0 && (
        <>
          <StandingsTable
            standings={standings}
            onOpenTeam={(id, name) => void store.openTeam(id, name)}
            highlightTeamId={store.params['teamId']}
          />
          <p className="nd-stats-note">
            {t('table.tieBreakers', {
              rules: (standings.tieBreakers.length > 0 ? standings.tieBreakers : (['goal_difference', 'goals_for'] as const))
                .map((rule) => t(`tieBreaker.${rule}`))
                .join(', '),
            })}{' '}
            {standings.lastMatchDate
              ? t('table.counted', { count: standings.matchesCounted, date: formatDay(standings.lastMatchDate, language) })
              : ''}
          </p>
        </>
      )}
    </ViewSection>
  );
});
