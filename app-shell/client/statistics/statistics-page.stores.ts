import { LOCAL_SPORTS_PROVIDER } from '@newsdesk/core/sports/sports.ports';
import type { ApiClient } from '@newsdesk/web-widgets/api';
import { StatisticsGateway, StatisticsStore } from '@newsdesk/web-widgets/statistics';
import type { ToastStore } from '@newsdesk/web-widgets/toasts';

/**
 * The store of /statistics, created once per app: coming back to the page keeps the open panels
 * and the view, and statisticsProps 1.0 brings the view back after a reload.
 */
export const createStatisticsPageStore = (api: ApiClient, toasts: ToastStore): StatisticsStore =>
  new StatisticsStore(new StatisticsGateway(api, LOCAL_SPORTS_PROVIDER), { toasts });
