import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DeliveryFailure } from '@newsdesk/core/alerts/alert.ports';
import type { AdminNoticeEmails, AdminNoticeMail } from '@newsdesk/core/sources/source-health.ports';

export interface SmtpAdminNoticeMailerOptions {
  /** SMTP_URL, as the alert mailer's. */
  url: string;
  /** ALERT_MAIL_FROM. */
  from: string;
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
  /** The whole send (default 120 s, below half the delivery job's lock lifetime; ADR 0007). */
  deadlineMs?: number;
}

/**
 * Source-health notices to admins over SMTP (ADR 0027): plain text, the ledger row's stable
 * Message-ID, the alert mailer's timeouts, and the same rule for failures (a 5xx answer is
 * permanent, anything else is retried by the ledger). It closes the transport at the deadline
 * rather than destroying the socket itself as SmtpAlertMailer does (see ADR 0027, "Left open").
 */
export class SmtpAdminNoticeMailer implements AdminNoticeEmails {
  constructor(private readonly options: SmtpAdminNoticeMailerOptions) {}

  async sendNotice(to: string, messageId: string, mail: AdminNoticeMail): Promise<void> {
    const deadlineMs = this.options.deadlineMs ?? 120_000;
    const transport = createTransport({
      url: this.options.url,
      connectionTimeout: this.options.connectionTimeoutMs ?? 10_000,
      greetingTimeout: this.options.connectionTimeoutMs ?? 10_000,
      socketTimeout: this.options.socketTimeoutMs ?? 60_000,
    } as SMTPTransport.Options);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        transport.close();
        reject(new DeliveryFailure(`SMTP: no answer within ${Math.round(deadlineMs / 1000)} s; the connection was closed.`));
      }, deadlineMs);
    });
    try {
      await Promise.race([
        transport.sendMail({ from: this.options.from, to, subject: mail.subject, text: mail.text, messageId }),
        deadline,
      ]);
    } catch (error) {
      if (error instanceof DeliveryFailure) throw error;
      const e = error as { responseCode?: number; message?: string };
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
      throw new DeliveryFailure(`SMTP: ${e.message ?? String(error)}`.slice(0, 1_000), { permanent });
    } finally {
      clearTimeout(timer);
      transport.close();
    }
  }
}
