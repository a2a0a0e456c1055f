import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Pager } from '../Pager';
import { Segmented } from '../Segmented';
import type { StatisticsStore } from '../statistics.store';
import { fixturesFilter, type FixturesFilter } from './football.store';
import { FootballViewFrame } from './FootballViewFrame';
import { MatchTable } from './MatchTable';

/** Spec §2 "fixtures": the season's schedule, what is still to play by default, kick-offs in CET/CEST. */
export const FixturesView = observer(function FixturesView({ store }: { store: StatisticsStore }) {
  const { t } = useTranslation('statistics');
  const { football } = store;
  const page = football.fixtures.data;
  const filter = fixturesFilter(store.params);
  const selected = football.selection('fixtures', store.params);
  const caption = selected ? `${selected.season.competitionName} ${selected.season.name}` : t('views.fixtures');
  const setFilter = (status: FixturesFilter) => void store.setParams({ ...store.params, status, page: '1' });
  return (
    <FootballViewFrame
      store={store}
      view="fixtures"
      widget={page ? 'football-fixtures' : null}
      controls={
        <Segmented
          legend={t('fixtures.show')}
          value={filter}
          options={[
            { value: 'upcoming', label: t('fixtures.upcoming') },
            { value: 'all', label: t('fixtures.all') },
          ]}
          onChange={setFilter}
        />
      }
      data={{
        remote: football.fixtures,
        empty: (page?.items.length ?? 0) === 0,
        emptyText: filter === 'upcoming' ? t('empty.upcoming') : t('empty.fixtures'),
        errorText: t('failed.matches'),
      }}
    >
      {page && page.items.length > 0 && (
        <>
          <MatchTable matches={page.items} caption={caption} onOpenTeam={(id, name) => void store.openTeam(id, name)} showRound />
          <p className="nd-stats-note">{t('times', { zone: 'Europe/Zurich' })}</p>
          <Pager
            page={page.page}
            pages={Math.ceil(page.total / page.limit)}
            label={caption}
            onPage={(next) => void store.setParams({ ...store.params, page: String(next) })}
          />
        </>
      )}
    </FootballViewFrame>
  );
});
