import { Migration } from '@mikro-orm/migrations';

/**
 * The delivery log's code of a failed attempt gets its own column beside the English text
 * (core/src/alerting/delivery-problem.ts): the sender writes it, so the log no longer guesses it from
 * the words. Site alerts and source-health notices are rows of the same ledger, so this one column
 * covers them. Rows written before get the code the log used to read from their text: the exact
 * messages Newsdesk wrote then, and the providers' answers by the channel name they start with.
 */
export class Migration20261127950000DeliveryErrorCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "alert_delivery" add column "error_code" text null;`);
    this.addSql(`update "alert_delivery" set "error_code" = case
        when "last_error" = 'The collection was deleted.' then 'alert.delivery.collection_deleted'
        when "last_error" = 'No longer a recipient of this collection’s alerts.' then 'alert.delivery.not_recipient'
        when "last_error" = 'The alert this reply belongs to was not delivered.' then 'alert.delivery.thread_parent_failed'
        when "last_error" = 'Its documents no longer exist.' then 'alert.delivery.documents_gone'
        when "last_error" = 'Slack is not configured (SLACK_BOT_TOKEN).' then 'alert.delivery.slack_not_configured'
        when "last_error" = 'E-mail is not configured (SMTP_URL).' then 'alert.delivery.email_not_configured'
        when "last_error" = 'Webhooks are not configured on this server.' then 'alert.delivery.webhook_not_configured'
        when "last_error" = 'Microsoft Teams is not configured on this server.' then 'alert.delivery.teams_not_configured'
        when "last_error" = 'The site was removed from the site monitor.' then 'alert.delivery.site_deleted'
        when "last_error" = 'No longer a recipient of this site’s alerts.' then 'alert.delivery.not_site_recipient'
        when "last_error" = 'The changes of this alert are no longer kept.' then 'alert.delivery.site_changes_gone'
        when "last_error" = 'The site has no webhook signing secret yet: create one in the site monitor.' then 'alert.delivery.site_webhook_no_secret'
        when "last_error" = 'The collection has no webhook signing secret yet: create one in the collection editor.' then 'alert.delivery.webhook_no_secret'
        when "last_error" like 'Slack rate limit%' then 'alert.delivery.rate_limited'
        when "last_error" like 'Slack%' then 'alert.delivery.slack_failed'
        when "last_error" like 'SMTP%' then 'alert.delivery.email_failed'
        when "last_error" like 'Webhook%' then 'alert.delivery.webhook_failed'
        when "last_error" like 'Teams%' then 'alert.delivery.teams_failed'
        else 'alert.delivery.failed'
      end
      where "last_error" is not null and btrim("last_error") <> '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "alert_delivery" drop column "error_code";`);
  }
}
