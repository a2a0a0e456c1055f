import { deliveryLedgerContract } from './delivery-ledger.contract';
import { InMemoryDeliveryLedger } from './in-memory-delivery-ledger';

deliveryLedgerContract('in-memory', async () => {
  const ledger = new InMemoryDeliveryLedger();
  return {
    ledger,
    // one process: the same rows
    elsewhere: ledger,
    seed: async (collectionId, rows) => rows.map((row) => ledger.add({ ...row, collectionId }).id),
    assignStories: async (collectionId, subject, documentIds) => {
      const key = `${collectionId}|${subject}`;
      ledger.digestStories.set(key, [...(ledger.digestStories.get(key) ?? []), ...documentIds]);
    },
  };
});
