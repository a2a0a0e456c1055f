import { FakeNotificationApi, NOW, aLiveMessage, aNotificationDocument } from './notification-center.fixtures';
import { NotificationCenterStore } from './notification-center.store';

export type NotificationScenario = 'empty' | 'some' | 'many' | 'muted' | 'error' | 'reconnecting';

const TITLES = [
  'Swiss National Bank holds its policy rate at 0.5 percent',
  'Federal Council adopts dispatch on the 2027 budget',
  'Roche reports higher sales in the third quarter',
  'UBS completes integration of Credit Suisse systems',
  'Zurich airport counts record passenger numbers in October',
  'Geneva motor show will not return next year',
  'Novartis to cut 300 jobs in Basel',
  'Swiss exports to the United States fall sharply',
  'Avalanche warning raised for the Valais',
  'Glencore shares rise after the trading update',
  'Parliament debates the armed forces budget',
  'Lindt raises its outlook for the year',
];

/** A store in a given state for stories and tests, on a fake API (no network, no cache, no title). */
export const makeNotificationStore = (scenario: NotificationScenario) => {
  const api = new FakeNotificationApi();
  api.muted = scenario === 'muted';
  api.failToggle = scenario === 'error';
  const store = new NotificationCenterStore(api, {
    cache: null,
    now: () => NOW,
    manageDocumentTitle: false,
    visibility: { isHidden: () => false, subscribe: () => () => undefined },
  });
  void store.start().then(() => {
    api.open();
    const count = scenario === 'some' || scenario === 'error' ? 3 : scenario === 'many' ? 12 : scenario === 'reconnecting' ? 2 : 0;
    const documents = TITLES.slice(0, count).map((title) => aNotificationDocument({ title }));
    documents.forEach((document, i) => api.push(aLiveMessage([document], i % 2 === 0 ? 'Central banks' : 'Swiss economy')));
    if (scenario === 'reconnecting') api.current?.handlers.onStateChange('waiting');
    if (scenario === 'error') void store.setMuted(true);
  });
  return { api, store };
};
