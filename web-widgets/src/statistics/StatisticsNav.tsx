import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StatisticsStore } from './statistics.store';
import type { StatisticsViewId } from './statistics-view.types';

/** Spec §2's views, grouped by sport; every view of STATISTICS_VIEWS is in exactly one group. */
export const VIEW_GROUPS: readonly { group: string; views: readonly StatisticsViewId[] }[] = [
  { group: 'general', views: ['overview'] },
  { group: 'football', views: ['competitions', 'fixtures', 'results', 'championships'] },
  { group: 'teams', views: ['club', 'squad', 'transfers', 'player'] },
  { group: 'tennis', views: ['tours', 'rankings'] },
  { group: 'motorsport', views: ['races', 'driver-team-standings'] },
  { group: 'wintersport', views: ['disciplines', 'winter-standings'] },
];

/** The statistics page's own navigation: buttons (the host owns the URL), the current one marked. */
export const StatisticsNav = observer(function StatisticsNav({ store }: { store: StatisticsStore }) {
  const { t } = useTranslation('statistics');
  return (
    <nav className="nd-stats-nav" aria-label={t('nav.label')}>
      {VIEW_GROUPS.map(({ group, views }) => (
        <div key={group} className="nd-stats-nav__group">
          <p className="nd-stats-nav__heading" id={`nd-stats-nav-${group}`}>
            {t(`nav.groups.${group}`)}
          </p>
          <ul className="nd-stats-nav__list" aria-labelledby={`nd-stats-nav-${group}`}>
            {views.map((view) => (
              <li key={view}>
                <button
                  type="button"
                  className={store.view === view ? 'nd-stats-nav__item nd-stats-nav__item--current' : 'nd-stats-nav__item'}
                  aria-current={store.view === view ? 'page' : undefined}
                  onClick={() => void store.show(view)}
                >
                  {t(`views.${view}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
});
