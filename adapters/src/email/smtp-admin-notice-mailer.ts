import type { AdminNoticeEmails, AdminNoticeMail } from '@newsdesk/core/sources/source-health.ports';
import { sendOverSmtp, type SmtpSendOptions } from './smtp-send';

/** SMTP_URL and ALERT_MAIL_FROM, as the alert mailer's. */
export type SmtpAdminNoticeMailerOptions = SmtpSendOptions;

/**
 * Source-health notices to admins over SMTP (ADR 0027): plain text and the ledger row's stable
 * Message-ID, sent as the alert mailer sends (sendOverSmtp: the same timeouts, the socket
 * destroyed at the deadline, a 5xx answer permanent and anything else retried by the ledger).
 */
export class SmtpAdminNoticeMailer implements AdminNoticeEmails {
  constructor(private readonly options: SmtpAdminNoticeMailerOptions) {}

  async sendNotice(to: string, messageId: string, mail: AdminNoticeMail): Promise<void> {
    await sendOverSmtp(this.options, { to, subject: mail.subject, text: mail.text, messageId });
  }
}
