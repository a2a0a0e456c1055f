/**
 * Why a delivery could not be sent, as the delivery log shows it: a stable code the UI
 * translates (errors.json `alert.delivery.*`) and, for a provider's own answer, that answer as a
 * detail. The ledger keeps the code beside the English message (`error_code`, `last_error`):
 * DeliverAlert writes its own problems' codes, and a channel's sender decides the code of a
 * provider's failure (DeliveryFailure's `code`), so nothing is read back out of the text.
 */
export const DELIVERY_PROBLEMS = {
  collectionDeleted: { code: 'alert.delivery.collection_deleted', message: 'The collection was deleted.' },
  notRecipient: { code: 'alert.delivery.not_recipient', message: 'No longer a recipient of this collection’s alerts.' },
  threadParentFailed: { code: 'alert.delivery.thread_parent_failed', message: 'The alert this reply belongs to was not delivered.' },
  documentsGone: { code: 'alert.delivery.documents_gone', message: 'Its documents no longer exist.' },
  slackNotConfigured: { code: 'alert.delivery.slack_not_configured', message: 'Slack is not configured (SLACK_BOT_TOKEN).' },
  emailNotConfigured: { code: 'alert.delivery.email_not_configured', message: 'E-mail is not configured (SMTP_URL).' },
  webhookNotConfigured: { code: 'alert.delivery.webhook_not_configured', message: 'Webhooks are not configured on this server.' },
  teamsNotConfigured: { code: 'alert.delivery.teams_not_configured', message: 'Microsoft Teams is not configured on this server.' },
  siteDeleted: { code: 'alert.delivery.site_deleted', message: 'The site was removed from the site monitor.' },
  notSiteRecipient: { code: 'alert.delivery.not_site_recipient', message: 'No longer a recipient of this site’s alerts.' },
  siteChangesGone: { code: 'alert.delivery.site_changes_gone', message: 'The changes of this alert are no longer kept.' },
  siteWebhookNoSecret: {
    code: 'alert.delivery.site_webhook_no_secret',
    message: 'The site has no webhook signing secret yet: create one in the site monitor.',
  },
  webhookNoSecret: {
    code: 'alert.delivery.webhook_no_secret',
    message: 'The collection has no webhook signing secret yet: create one in the collection editor.',
  },
} as const;

/** A provider's failure by channel; the provider's words go with it as the detail. */
export const PROVIDER_FAILURES = {
  slack: 'alert.delivery.slack_failed',
  slackRateLimited: 'alert.delivery.rate_limited',
  email: 'alert.delivery.email_failed',
  webhook: 'alert.delivery.webhook_failed',
  teams: 'alert.delivery.teams_failed',
  /** Anything no channel named: an unexpected error, or a row written before codes were stored. */
  unknown: 'alert.delivery.failed',
} as const;

type OwnProblemCode = (typeof DELIVERY_PROBLEMS)[keyof typeof DELIVERY_PROBLEMS]['code'];
export type DeliveryErrorCode = OwnProblemCode | (typeof PROVIDER_FAILURES)[keyof typeof PROVIDER_FAILURES];

/** What the ledger stores of a failed attempt: the code, and the English text (a provider's own answer included). */
export interface DeliveryError {
  code: DeliveryErrorCode;
  message: string;
}

export interface DeliveryProblem {
  code: string;
  /** The provider's own words (not translated), when there are any. */
  detail: string | null;
}

const OWN_CODES: ReadonlySet<string> = new Set(Object.values(DELIVERY_PROBLEMS).map((p) => p.code));

/** The log's view of a row's stored error; a row without a code (an unexpected error) is a plain failure with its text. */
export const describeDeliveryError = (row: { errorCode: string | null; lastError: string | null }): DeliveryProblem | null => {
  const text = row.lastError?.trim() ? row.lastError : null;
  if (row.errorCode === null) return text === null ? null : { code: PROVIDER_FAILURES.unknown, detail: text };
  // Newsdesk's own problems are fully said by their code; a provider's answer is kept as its words
  return { code: row.errorCode, detail: OWN_CODES.has(row.errorCode) ? null : text };
};
