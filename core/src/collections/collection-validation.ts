import { isValidEmail } from '../identity/identity.types';
import { parseQuery } from '../search/parse-query';
import type { TimeFrame } from '../search/search-query.types';
import { resolveTimeFrame } from '../search/time-frame';
import type { AlertFrequency, AlertSettings, CollectionSearch } from './collection.types';
import {
  emptySearch,
  frequencyRequired,
  invalidEmail,
  invalidSlackChannel,
  invalidTeamsUrl,
  invalidWebhookUrl,
  nameRequired,
  nameTooLong,
} from './collection.errors';

/**
 * Collection rules as pure functions: the server enforces them and the collection editor in the
 * browser imports the same ones to flag chips before saving (no I/O here).
 */

export const MAX_COLLECTION_NAME_LENGTH = 120;

/** What the editor sends: frequency may be missing, which is only an error when there are recipients. */
export interface AlertDraft {
  frequency?: AlertFrequency | null;
  slackChannels: string[];
  emails: string[];
  webhooks?: string[];
  teams?: string[];
}

export interface CollectionDraft {
  name: string;
  search: CollectionSearch;
  alert: AlertDraft | null;
}

/** The trimmed name, or collection.name_required / collection.name_too_long. Length in characters, not UTF-16 units. */
export const validateCollectionName = (raw: string): string => {
  const name = raw.normalize('NFC').trim();
  if (name === '') throw nameRequired();
  if ([...name].length > MAX_COLLECTION_NAME_LENGTH) throw nameTooLong(MAX_COLLECTION_NAME_LENGTH);
  return name;
};

/** Names are unique per owner regardless of case and spacing: "Swiss  Banks" = "swiss banks". */
export const collectionNameKey = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

// Slack: lower-case letters (any script), digits, `-` and `_`, at most 80; ids start with C (public), G (private) or D (direct).
const SLACK_CHANNEL_NAME = /^#[\p{Ll}\p{Lm}\p{Lo}\p{N}_-]{1,80}$/u;
const SLACK_CHANNEL_ID = /^[CGD][A-Z0-9]{8,20}$/;

export const isValidSlackChannel = (chip: string): boolean => SLACK_CHANNEL_NAME.test(chip) || SLACK_CHANNEL_ID.test(chip);

/** One e-mail chip as the editor shows it: trimmed; throws collection.invalid_email with the value. */
export const validateEmailChip = (raw: string): string => {
  const chip = raw.trim();
  if (!isValidEmail(chip)) throw invalidEmail(raw);
  return chip;
};

export const validateSlackChip = (raw: string): string => {
  const chip = raw.trim();
  if (!isValidSlackChannel(chip)) throw invalidSlackChannel(raw);
  return chip;
};

/** Longer URLs than this are refused: Teams workflow URLs run to ~400 characters, nothing real needs 2,048. */
export const MAX_ALERT_URL_LENGTH = 2_048;

/**
 * An address for a webhook or Teams: absolute http(s), a host, no user name or password (they
 * would be sent in clear in the delivery log). Whether the host may be reached is the outbound
 * gate's decision when it is called (NEWSDESK_FETCH_ALLOW), not this rule's.
 */
export const isValidAlertUrl = (raw: string): boolean => {
  const text = raw.trim();
  if (text === '' || text.length > MAX_ALERT_URL_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
};

export const validateWebhookChip = (raw: string): string => {
  if (!isValidAlertUrl(raw)) throw invalidWebhookUrl(raw);
  return raw.trim();
};

export const validateTeamsChip = (raw: string): string => {
  if (!isValidAlertUrl(raw)) throw invalidTeamsUrl(raw);
  return raw.trim();
};

const uniqueBy = (values: string[], key: (value: string) => string): string[] => {
  const seen = new Map<string, string>();
  for (const value of values) if (!seen.has(key(value))) seen.set(key(value), value);
  return [...seen.values()];
};

/**
 * The alert as stored: null when nothing is set; chips trimmed and de-duplicated (e-mails
 * ignoring case). A frequency without recipients is kept (the editor shows it again); recipients
 * without a frequency are refused.
 */
export const validateAlert = (draft: AlertDraft | null): AlertSettings | null => {
  if (draft === null) return null;
  const emails = uniqueBy(draft.emails.map(validateEmailChip), (e) => e.toLowerCase());
  const slackChannels = uniqueBy(draft.slackChannels.map(validateSlackChip), (c) => c);
  const webhooks = uniqueBy((draft.webhooks ?? []).map(validateWebhookChip), (u) => u);
  const teams = uniqueBy((draft.teams ?? []).map(validateTeamsChip), (u) => u);
  const frequency = draft.frequency ?? null;
  if (frequency === null) {
    if (emails.length + slackChannels.length + webhooks.length + teams.length > 0) throw frequencyRequired();
    return null;
  }
  // the new channels only appear when used, so an alert without them reads and compares as before
  return { frequency, slackChannels, emails, ...(webhooks.length ? { webhooks } : {}), ...(teams.length ? { teams } : {}) };
};

const sorted = (values: readonly string[], fold: (v: string) => string = (v) => v): string[] =>
  [...new Set(values.map((v) => fold(v.trim())).filter((v) => v !== ''))].sort();

const timeFrameKey = (timeFrame: TimeFrame): string | { from: string; to: string } =>
  typeof timeFrame === 'string' ? timeFrame : { from: new Date(timeFrame.from).toISOString(), to: new Date(timeFrame.to).toISOString() };

/**
 * The normalised form that decides whether two collections of one owner are "the same search":
 * the effective query (parseQuery's display tags, in order, with operators; lower-cased unless
 * exact matches only is on, because matching is then case-insensitive), the exact flag (only when
 * there are terms: without terms it changes nothing), the time frame, and every filter list sorted
 * and de-duplicated (domains lower-cased). Sort order is NOT part of it: it changes the order of
 * results, not which documents match or alert, so two collections differing only in sort are duplicates.
 * Throws the search page's own errors for a query the search page would refuse.
 */
export const collectionSearchKey = (search: CollectionSearch): string => {
  const parsed = parseQuery(search.tags, { exactMatchesOnly: search.exactMatchesOnly });
  const exact = parsed.ast !== null && search.exactMatchesOnly;
  const query = parsed.displayTags.map((tag) => (tag.type === 'operator' ? tag.name : exact ? tag.name : tag.name.toLowerCase()));
  const { filters } = search;
  return JSON.stringify({
    query,
    exact,
    timeFrame: timeFrameKey(search.timeFrame),
    domains: sorted(filters.domains, (d) => d.toLowerCase()),
    topics: sorted(filters.topics),
    languages: sorted(filters.languages),
    organizations: sorted(filters.entities.organizations),
    persons: sorted(filters.entities.persons),
    locations: sorted(filters.entities.locations),
  });
};

const hasFilters = (search: CollectionSearch): boolean =>
  [
    search.filters.domains,
    search.filters.topics,
    search.filters.languages,
    search.filters.entities.organizations,
    search.filters.entities.persons,
    search.filters.entities.locations,
  ].some((list) => list.some((v) => v.trim() !== ''));

/**
 * A collection's search must be one the search page would run (same errors: more than one term,
 * short wildcard, bad time frame…) and must narrow something: terms or at least one filter.
 */
export const validateCollectionSearch = (search: CollectionSearch, now: Date): void => {
  const parsed = parseQuery(search.tags, { exactMatchesOnly: search.exactMatchesOnly });
  resolveTimeFrame(search.timeFrame, now);
  if (parsed.ast === null && !hasFilters(search)) throw emptySearch();
};
