import type { AlertMessage, EmailAlerts } from '@newsdesk/core/alerting/alert.ports';
import { alertEmail } from './alert-email';
import { siteChangeEmail } from './site-change-email';
import { sendOverSmtp, type SmtpSendOptions } from './smtp-send';

export interface SmtpAlertMailerOptions extends SmtpSendOptions {
  /**
   * A mailbox that handles unsubscribe requests (ALERT_UNSUBSCRIBE_MAILTO), offered beside the
   * one-click URL in List-Unsubscribe; without it only the URL is (RFC 8058 needs only that).
   */
  unsubscribeMailto?: string;
}

/**
 * RFC 2369 / RFC 8058 headers: the signed https URL first (a mail client POSTs
 * `List-Unsubscribe=One-Click` to it), then a mailto when there is one.
 */
export const unsubscribeHeaders = (url: string | null, mailto: string | undefined): Record<string, string> => {
  if (!url) return {};
  const targets = [`<${url}>`, ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : [])];
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
};

/**
 * E-mail alerts over SMTP (ADR 0007): HTML and text parts, the ledger's stable Message-ID and the
 * unsubscribe headers; the timeouts, the deadline and the failure rule are sendOverSmtp's.
 */
export class SmtpAlertMailer implements EmailAlerts {
  constructor(private readonly options: SmtpAlertMailerOptions) {}

  async send(to: string, messageId: string, content: AlertMessage): Promise<void> {
    const mail = content.kind === 'site_change' ? siteChangeEmail(content) : alertEmail(content);
    await sendOverSmtp(this.options, {
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId,
      headers: unsubscribeHeaders(content.unsubscribeUrl, this.options.unsubscribeMailto),
    });
  }

  /** Nothing stays open between sends. */
  close(): void {}
}
