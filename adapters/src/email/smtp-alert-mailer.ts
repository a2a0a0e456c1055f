import { createTransport } from 'nodemailer';
import { DeliveryFailure, type AlertContent, type EmailAlerts } from '@newsdesk/core/alerts/alert.ports';
import { alertEmail } from './alert-email';

export interface SmtpAlertMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…` (SMTP_URL). */
  url: string;
  from: string;
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/**
 * E-mail alerts over SMTP with nodemailer (issue 5): HTML and text parts, the ledger's stable
 * Message-ID, 10 s to connect and greet, 60 s of socket silence at most (both below half the
 * delivery job's lock lifetime). A 5xx answer is permanent; anything else is retried by the ledger.
 */
export class SmtpAlertMailer implements EmailAlerts {
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(private readonly options: SmtpAlertMailerOptions) {
    this.transport = createTransport({
      url: options.url,
      connectionTimeout: options.connectionTimeoutMs ?? 10_000,
      greetingTimeout: options.connectionTimeoutMs ?? 10_000,
      socketTimeout: options.socketTimeoutMs ?? 60_000,
    });
  }

  async send(to: string, messageId: string, content: AlertContent): Promise<void> {
    const mail = alertEmail(content);
    try {
      await this.transport.sendMail({ from: this.options.from, to, subject: mail.subject, text: mail.text, html: mail.html, messageId });
    } catch (error) {
      const e = error as { responseCode?: number; message?: string };
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
      throw new DeliveryFailure(`SMTP: ${e.message ?? String(error)}`.slice(0, 1_000), { permanent });
    }
  }

  close(): void {
    this.transport.close();
  }
}
