import type { FinishTour } from '@newsdesk/core/identity/finish-tour';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { clientSettingsResponse, type ClientSettings } from './tour.schema';

export interface TourRouteDeps {
  finishTour: FinishTour;
  /** NEWSDESK_FEEDBACK_URL; undefined hides the feedback entry. */
  feedbackUrl: string | undefined;
}

/** The page of the app that renders docs/user-guide.md (served by the user-guide routes). */
export const USER_GUIDE_PATH = '/user-guide';

/** Guided tour (clearing isNew) and the settings popup's links. */
export const tourRoutes = (deps: TourRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/api/me/tour/finished',
    access: 'user',
    tag: 'Session',
    summary: 'The user finished or skipped the guided tour: isNew is cleared, the tour no longer starts by itself',
    handler: async ({ auth }) => {
      await deps.finishTour.execute(auth);
      return undefined;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/client/settings',
    access: 'user',
    tag: 'Session',
    summary: 'Links of the settings popup: the feedback chat (when configured) and the user guide',
    response: clientSettingsResponse,
    handler: async (): Promise<ClientSettings> => ({ feedbackUrl: deps.feedbackUrl ?? null, userGuidePath: USER_GUIDE_PATH }),
  }),
];
