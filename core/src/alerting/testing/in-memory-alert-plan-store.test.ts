import { alertPlanStoreContract } from './alert-plan-store.contract';
import { InMemoryAlertPlanStore } from './in-memory-alert-plan-store';

alertPlanStoreContract('InMemoryAlertPlanStore', async () => {
  const store = new InMemoryAlertPlanStore();
  return {
    store,
    addMatch: async (match) => store.addMatch(match),
    beginSending: async (collectionId, subject) => store.beginSending(collectionId, subject),
    planned: async (collectionId) =>
      store.rows.deliveries.filter((d) => d.collectionId === collectionId).map(({ subject, about }) => ({ subject, about })),
  };
});
