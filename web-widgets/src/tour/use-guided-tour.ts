import { useEffect } from 'react';
import type { TourStore } from './tour.store';

/**
 * Connects the tour to the shell: the user's page load (isNew decides) and every route change.
 * The shell calls it once, in its layout, with the logged-in user (null while there is none).
 */
export const useGuidedTour = (tour: TourStore, user: { id: string; isNew: boolean } | null, pathname: string): void => {
  const userId = user?.id ?? null;
  const isNew = user?.isNew ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a (new) login or a page load decides about the automatic start
  useEffect(() => {
    if (!userId) return;
    tour.pageLoaded({ id: userId, isNew }, pathname);
    return () => tour.dispose();
    // Only a (new) login or a page load decides about the automatic start; routes are below.
  }, [tour, userId]);
  useEffect(() => {
    tour.routeChanged(pathname);
  }, [tour, pathname]);
};
