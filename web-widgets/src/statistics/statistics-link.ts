import type { SportsSubjectView } from '@newsdesk/core/sports/sports.views';
import type { StatisticsPropsState } from './statistics-cache';
import { STATISTICS_VIEWS, type StatisticsViewId } from './statistics-view.types';

/**
 * The address of one statistics view: `/statistics?view=competitions&competitionId=…`. A chip of
 * the document viewer links here (ADR 0030); the page opens the view instead of the one it left.
 * Kept free of the statistics views' code, so the viewer carries none of it.
 */
export type StatisticsLink = StatisticsPropsState;

export const STATISTICS_PATH = '/statistics';

/**
 * Where a document's team or player opens. A club: its league's table with it marked (the view
 * that offers the table's embed code); a Formula 1 team or driver: the championship standings
 * (which offer theirs); any other team or player: its page.
 */
export const statisticsLinkOf = (subject: SportsSubjectView): StatisticsLink => {
  if (subject.type === 'team') {
    if (subject.league)
      return {
        view: 'competitions',
        params: {
          competitionId: subject.league.competitionId,
          competitionSeasonId: subject.league.competitionSeasonId,
          teamId: subject.teamId,
        },
      };
    // `entityType` is the motorsport standings view's own parameter (motorsport-races.store.ts MOTORSPORT_PARAMS)
    return subject.sport === 'motorsport'
      ? { view: 'driver-team-standings', params: { entityType: 'team' } }
      : { view: 'club', params: { teamId: subject.teamId } };
  }
  return subject.sport === 'motorsport'
    ? { view: 'driver-team-standings', params: { entityType: 'driver' } }
    : { view: 'player', params: { playerId: subject.playerId } };
};

export const statisticsHref = (link: StatisticsLink): string =>
  `${STATISTICS_PATH}?${new URLSearchParams({ view: link.view, ...link.params }).toString()}`;

/** The view a `/statistics?view=…` address asks for; null without one (or with a view that does not exist). */
export const statisticsLinkFromSearch = (search: string): StatisticsLink | null => {
  const query = new URLSearchParams(search);
  const view = query.get('view');
  if (view === null || !(STATISTICS_VIEWS as readonly string[]).includes(view)) return null;
  return { view: view as StatisticsViewId, params: Object.fromEntries([...query].filter(([key]) => key !== 'view')) };
};
