import { DomainError } from '../shared/domain-error';

// English texts: spec §8 verbatim where the spec has one; the UI translates `errors.<code>`.

export const nameRequired = () => new DomainError('invalid', 'collection.name_required', 'A collection name is required.');

export const nameTooLong = (maxLength: number) =>
  new DomainError('invalid', 'collection.name_too_long', `A collection name can have at most ${maxLength} characters.`, { maxLength });

export const nameTaken = () =>
  new DomainError(
    'conflict',
    'collection.name_taken',
    'A Collection by that name already exists. Please select a different name for this Collection.',
  );

export const duplicateSearch = () =>
  new DomainError('conflict', 'collection.duplicate_search', 'Collection with these parameters already exists');

export const limitReached = (max: number) =>
  new DomainError('conflict', 'collection.limit_reached', 'Maximum number of collections reached', { max });

/** Not in the spec: a collection of every document would alert on everything. */
export const emptySearch = () => new DomainError('invalid', 'collection.empty_search', 'A collection needs search terms or filters.');

export const frequencyRequired = () =>
  new DomainError('invalid', 'collection.frequency_required', 'Alert frequency is required when an alert is set.');

export const invalidEmail = (value: string) =>
  new DomainError('invalid', 'collection.invalid_email', 'This e-mail address is not valid.', { value });

export const invalidSlackChannel = (value: string) =>
  new DomainError('invalid', 'collection.invalid_slack_channel', 'A Slack channel is written #channel-name or as a channel ID.', { value });

export const slackChannelNotFound = (value: string) =>
  new DomainError('invalid', 'collection.slack_channel_not_found', 'This Slack channel does not exist.', { value });

export const collectionNotFound = () => new DomainError('not_found', 'collection.not_found', 'This collection does not exist.');

export const notOwner = () => new DomainError('forbidden', 'collection.not_owner', 'Only the owner can change this collection.');

export const nothingSelected = () => new DomainError('invalid', 'collection.nothing_selected', 'You must select at least one collection');

export const ownerCannotUnsubscribe = () =>
  new DomainError('invalid', 'collection.owner_cannot_unsubscribe', 'You cannot unsubscribe from your own collection.');

export const invalidOrder = () =>
  new DomainError('invalid', 'collection.invalid_order', 'The order must list each of your collections exactly once.');

export const nobodyToShareWith = () =>
  new DomainError('invalid', 'collection.nobody_to_share_with', 'Select at least one colleague to share this collection with.');

export const unknownColleague = (value: string) =>
  new DomainError('invalid', 'collection.unknown_colleague', 'There is no colleague with this e-mail address.', { value });

export const invalidWebhookUrl = (value: string) =>
  new DomainError('invalid', 'collection.invalid_webhook_url', 'A webhook address is a full http(s) URL without user name or password.', {
    value,
  });

export const invalidTeamsUrl = (value: string) =>
  new DomainError(
    'invalid',
    'collection.invalid_teams_url',
    'A Teams address is the full http(s) URL of an incoming webhook or workflow.',
    {
      value,
    },
  );
