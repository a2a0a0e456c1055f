/**
 * The sports test data: builders of single rows (./sports-rows.mother.ts) and the small complete
 * batch every contract and use-case test shares (./sports-batch.mother.ts).
 */
export * from './sports-rows.mother';
export { aSportsBatch, MOTHER } from './sports-batch.mother';
