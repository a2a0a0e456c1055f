import { LOCAL_SPORTS_PROVIDER } from '@newsdesk/core/sports/sports.ports';
import { StatisticsGateway, StatisticsStore } from '@newsdesk/web-widgets/statistics';
import type { AppStores } from '../stores/app-stores';

const storeOfApp = new WeakMap<AppStores, StatisticsStore>();

/**
 * The store of /statistics, created once per app when the page is first shown: coming back to the
 * page keeps the open panels and the view, and statisticsProps 1.0 brings the view back after a
 * reload. It comes with the page's chunk, not with the workspace, so the other pages do not carry
 * the statistics' store code before their first paint (ADR 0016).
 */
export const statisticsPageStoreOf = (stores: AppStores): StatisticsStore => {
  let store = storeOfApp.get(stores);
  if (!store) {
    store = new StatisticsStore(new StatisticsGateway(stores.api, LOCAL_SPORTS_PROVIDER), { toasts: stores.toasts });
    storeOfApp.set(stores, store);
  }
  return store;
};
