/** Makes the ids of new records (collections, sources, users, documents, …); beside Clock, so tests choose them. */
export const IdGenerator = Symbol.for('IdGenerator');
export interface IdGenerator {
  newId(): string;
}
