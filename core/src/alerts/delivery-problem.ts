/**
 * Why a delivery could not be sent, as the delivery log shows it: a stable code the UI
 * translates (errors.json `alert.delivery.*`) and, for a provider's own answer, that answer as a
 * detail. The ledger stores the English message (`last_error`); these are the messages DeliverAlert
 * writes, so reading them back is exact, and anything else is a provider's text.
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

export interface DeliveryProblem {
  code: string;
  /** The provider's own words (not translated), when there are any. */
  detail: string | null;
}

export const describeDeliveryError = (lastError: string | null): DeliveryProblem | null => {
  if (lastError === null || lastError.trim() === '') return null;
  const known = Object.values(DELIVERY_PROBLEMS).find((p) => p.message === lastError);
  if (known) return { code: known.code, detail: null };
  if (lastError.startsWith('Slack rate limit')) return { code: 'alert.delivery.rate_limited', detail: lastError };
  if (lastError.startsWith('Slack')) return { code: 'alert.delivery.slack_failed', detail: lastError };
  if (lastError.startsWith('SMTP')) return { code: 'alert.delivery.email_failed', detail: lastError };
  if (lastError.startsWith('Webhook')) return { code: 'alert.delivery.webhook_failed', detail: lastError };
  if (lastError.startsWith('Teams')) return { code: 'alert.delivery.teams_failed', detail: lastError };
  return { code: 'alert.delivery.failed', detail: lastError };
};
