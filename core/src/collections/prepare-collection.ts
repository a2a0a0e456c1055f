import type { CollectionRepository } from './collection.ports';
import type { AlertSettings, Collection, CollectionSearch } from './collection.types';
import { duplicateSearch, nameTaken, slackChannelNotFound } from './collection.errors';
import {
  collectionNameKey,
  collectionSearchKey,
  validateAlert,
  validateCollectionName,
  validateCollectionSearch,
  type CollectionDraft,
} from './collection-validation';
import type { SlackDirectory } from './slack-directory.ports';

export interface PrepareDeps {
  collections: CollectionRepository;
  /** null when Slack is not configured: channel chips are then checked for their format only. */
  slack: SlackDirectory | null;
  now: Date;
}

export interface PreparedCollection {
  name: string;
  search: CollectionSearch;
  alert: AlertSettings | null;
}

const keyOrNull = (search: CollectionSearch): string | null => {
  try {
    return collectionSearchKey(search);
  } catch {
    // a stored search the current rules refuse cannot equal a valid new one
    return null;
  }
};

/** Name and search unique among the owner's collections (the database constraints catch races). */
const assertUnique = async (
  collections: CollectionRepository,
  ownerId: string,
  prepared: PreparedCollection,
  exceptId: string | undefined,
) => {
  const owned = (await collections.listForUser(ownerId)).filter((c) => c.ownerId === ownerId && c.id !== exceptId);
  const nameKey = collectionNameKey(prepared.name);
  if (owned.some((c) => collectionNameKey(c.name) === nameKey)) throw nameTaken();
  const searchKey = collectionSearchKey(prepared.search);
  if (owned.some((c) => keyOrNull(c.search) === searchKey)) throw duplicateSearch();
};

/**
 * Channels must exist in Slack when Slack is configured. Only channels not saved before are
 * asked about; when Slack cannot be reached the format check stands (an outage must not block
 * editing; a failed delivery shows in the delivery log).
 */
const assertSlackChannelsExist = async (slack: SlackDirectory | null, alert: AlertSettings | null, previous: Collection | undefined) => {
  if (!slack || !alert) return;
  const known = new Set(previous?.alert?.slackChannels ?? []);
  for (const channel of alert.slackChannels.filter((c) => !known.has(c))) {
    const exists = await slack.channelExists(channel).catch(() => true);
    if (!exists) throw slackChannelNotFound(channel);
  }
};

/** Every rule of spec §5 for a new or edited collection, cheap checks first, Slack last. */
export const prepareCollection = async (
  deps: PrepareDeps,
  ownerId: string,
  draft: CollectionDraft,
  previous?: Collection,
): Promise<PreparedCollection> => {
  const name = validateCollectionName(draft.name);
  validateCollectionSearch(draft.search, deps.now);
  const alert = validateAlert(draft.alert);
  const prepared = { name, search: draft.search, alert };
  await assertUnique(deps.collections, ownerId, prepared, previous?.id);
  await assertSlackChannelsExist(deps.slack, alert, previous);
  return prepared;
};
