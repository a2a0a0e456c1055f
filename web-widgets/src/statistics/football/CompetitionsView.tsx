import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format';
import type { StatisticsStore } from '../statistics.store';
import { FootballViewFrame } from './FootballViewFrame';
import { StandingsTable } from './StandingsTable';

/** Spec §2 "competitions and leagues": pick a league and season, see its table (computed by core). */
export const CompetitionsView = observer(function CompetitionsView({ store }: { store: StatisticsStore }) {
  const { t, i18n } = useTranslation('statistics');
  const standings = store.football.standings.data;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <FootballViewFrame
      store={store}
      view="competitions"
      widget={standings ? 'football-standings' : null}
      data={{
        remote: store.football.standings,
        empty: (standings?.groups.length ?? 0) === 0,
        emptyText: t('empty.standings'),
        errorText: t('failed.standings'),
      }}
    >
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
    </FootballViewFrame>
  );
});
