import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { DEMO_EDITOR_EMAIL, demoCollectionDrafts } from '@newsdesk/adapters/demo/demo-collections';
import { CollectionRepository } from '@newsdesk/core/collections/collection.ports';
import { CreateCollection } from '@newsdesk/core/collections/create-collection';
import { UserRepository } from '@newsdesk/core/identity/identity.ports';
import { isDomainError } from '@newsdesk/core/shared/domain-error';

/**
 * Demo mode: the demo editor's three collections with e-mail alerts (adapters/src/demo/demo-collections.ts),
 * so that the dashboard, the bell and the delivery log show something on the first login. Only
 * while the editor owns no collection at all: a second start adds nothing, and collections the
 * editor renamed or deleted stay as the editor left them. Two starts at once on the same folder
 * cannot double them either: CreateCollection refuses a second one by the same name or search.
 */
export const seedDemoCollections = async (container: Container, logger: Logger): Promise<number> => {
  const editor = await container.get<UserRepository>(UserRepository).findByEmail(DEMO_EDITOR_EMAIL);
  if (!editor) return 0;
  if ((await container.get<CollectionRepository>(CollectionRepository).countOwnedBy(editor.id)) > 0) return 0;
  let created = 0;
  for (const { topic: _topic, ...draft } of demoCollectionDrafts()) {
    try {
      await container.get(CreateCollection).execute(editor.id, draft);
      created++;
    } catch (error) {
      if (!isDomainError(error) || error.kind !== 'conflict') throw error;
      logger.info({ collection: draft.name, code: error.code }, 'demo collection already there');
    }
  }
  return created;
};
