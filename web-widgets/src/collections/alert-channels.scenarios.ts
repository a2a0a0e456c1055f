import { CollectionEditorStore } from './collection-editor.store';
import { FakeCollectionsApi, aCollection, uuid } from './collections.fixtures';
import type { CollectionView } from './collections.types';

export type AlertChannelsScenario = 'edit' | 'secret-and-feed' | 'test-failed' | 'new-collection';

/** A collection with every kind of channel, as its owner edits it. */
export const aCollectionWithChannels = (): CollectionView =>
  aCollection({
    id: uuid(7),
    name: 'Glacier watch',
    alert: {
      frequency: 'immediately',
      slackChannels: ['#economy-desk'],
      emails: ['desk@newsroom.example'],
      webhooks: ['https://hooks.newsroom.example/newsdesk'],
      teams: ['https://newsroom.webhook.office.com/webhookb2/abc/IncomingWebhook/def/ghi'],
    },
  });

/** The editor opened on that collection, in the state a story or test wants (fake API, no network). */
export const makeAlertChannelsEditor = async (scenario: AlertChannelsScenario) => {
  const view = aCollectionWithChannels();
  const api = new FakeCollectionsApi([view]);
  const editor = new CollectionEditorStore(api);
  if (scenario === 'new-collection') {
    editor.openCreate(view.search, 'Glacier watch');
    return { api, editor };
  }
  editor.openEdit(view);
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (scenario === 'secret-and-feed') {
    await editor.channels.makeSecret();
    await editor.channels.makeFeed();
  }
  if (scenario === 'test-failed') {
    api.failingRecipients.add('https://hooks.newsroom.example/newsdesk');
    await editor.channels.sendTest('webhook');
  }
  return { api, editor };
};
