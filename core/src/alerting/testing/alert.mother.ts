import type { AlertSettings, Collection } from '../../collections/collection.types';
import { aCollectionSearch } from '../../collections/testing/collection.mother';
import type { NewsDocument } from '../../documents/document.types';
import type { DeliveryChannel, NewDelivery } from '../alert.types';

/** The clock of the delivery tests: documents come in at 08:31, alerts go out at 10:00. */
export const ALERT_NOW = new Date('2026-11-22T10:00:00Z');

/** "SNB watch" of user u1, with an immediate alert to #economy and desk@example.org unless told otherwise. */
export const anAlertingCollection = (
  overrides: Partial<Omit<Collection, 'alert'>> & { alert?: AlertSettings; tags?: string[] } = {},
): Collection => {
  const { tags = [], ...rest } = overrides;
  return {
    id: 'c1',
    name: 'SNB watch',
    ownerId: 'u1',
    search: aCollectionSearch({ tags: tags.map((name) => ({ name })) }),
    alert: { frequency: 'immediately', slackChannels: ['#economy'], emails: ['desk@example.org'] },
    subscriberIds: [],
    createdAt: ALERT_NOW.toISOString(),
    updatedAt: ALERT_NOW.toISOString(),
    ...rest,
  };
};

/** A document of story `storyId` on news.example, acquired at 08:31 (title and body as given). */
export const anAlertDocument = (
  id: string,
  options: { storyId?: string; title?: string; body?: string; publicationDate?: string | null } = {},
): NewsDocument => ({
  id,
  document: {
    publicationDate: options.publicationDate === undefined ? '2026-11-22T08:30:00Z' : options.publicationDate,
    firstAcquisitionDate: '2026-11-22T08:31:00Z',
    domain: 'news.example',
    documentTitle: options.title ?? `Title ${id}`,
    documentBody: options.body ?? '',
    url: `https://news.example/${id}`,
    associatedText: [],
  },
  metadata: { concepts: { organizations: [], persons: [], locations: [], categories: [] } },
  language: 'en',
  storyId: options.storyId ?? 's1',
  isOriginal: true,
});

/** A ledger row announcing story s1 (document d1) of "SNB watch" to one recipient, due at ALERT_NOW. */
export const aStoryDelivery = (
  channel: DeliveryChannel,
  recipient: string,
  overrides: Partial<NewDelivery> = {},
): NewDelivery & { collectionId: string } => ({
  collectionId: 'c1',
  about: { kind: 'story', storyId: 's1' },
  channel,
  recipient,
  threadOf: null,
  documentIds: ['d1'],
  dueAt: ALERT_NOW,
  ...overrides,
});
