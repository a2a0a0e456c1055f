import net from 'node:net';
import tls from 'node:tls';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DeliveryFailure, type AlertMessage, type EmailAlerts } from '@newsdesk/core/alerts/alert.ports';
import { alertEmail } from './alert-email';
import { siteChangeEmail } from './site-change-email';

export interface SmtpAlertMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…` (SMTP_URL). */
  url: string;
  from: string;
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
  /** The whole send, from connecting to the server's answer to the message (default 120 s). */
  deadlineMs?: number;
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

type SocketOptions = SMTPTransport.Options & { host?: string; port?: number; secure?: boolean; tls?: tls.ConnectionOptions };

/**
 * E-mail alerts over SMTP with nodemailer (ADR 0007): HTML and text parts, the ledger's stable
 * Message-ID, 10 s to connect and greet, 60 s of socket silence at most, and 120 s for the whole
 * send — all below half the delivery job's lock lifetime (5 min), so no send is still running
 * when another process may take the delivery over. A server that trickles bytes cannot outlast
 * the deadline: the send opens its own socket and destroys it then. A 5xx answer is permanent;
 * anything else is retried by the ledger.
 */
export class SmtpAlertMailer implements EmailAlerts {
  constructor(private readonly options: SmtpAlertMailerOptions) {}

  async send(to: string, messageId: string, content: AlertMessage): Promise<void> {
    const mail = content.kind === 'site_change' ? siteChangeEmail(content) : alertEmail(content);
    const deadlineMs = this.options.deadlineMs ?? 120_000;
    const sockets = new Set<net.Socket>();
    const transport = createTransport({
      url: this.options.url,
      connectionTimeout: this.options.connectionTimeoutMs ?? 10_000,
      greetingTimeout: this.options.connectionTimeoutMs ?? 10_000,
      socketTimeout: this.options.socketTimeoutMs ?? 60_000,
      getSocket: (options, callback) => this.openSocket(options as SocketOptions, sockets, callback),
    } as SMTPTransport.Options);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
        reject(new DeliveryFailure(`SMTP: no answer within ${Math.round(deadlineMs / 1000)} s; the connection was closed.`));
      }, deadlineMs);
    });
    try {
      await Promise.race([
        transport.sendMail({
          from: this.options.from,
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
          headers: unsubscribeHeaders(content.unsubscribeUrl, this.options.unsubscribeMailto),
        }),
        deadline,
      ]);
    } catch (error) {
      if (error instanceof DeliveryFailure) throw error;
      const e = error as { responseCode?: number; message?: string };
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
      throw new DeliveryFailure(`SMTP: ${e.message ?? String(error)}`.slice(0, 1_000), { permanent });
    } finally {
      clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      transport.close();
    }
  }

  /** nodemailer's own connect, but the socket is ours to destroy at the deadline (STARTTLS wraps it, so that closes too). */
  private openSocket(
    options: SocketOptions,
    sockets: Set<net.Socket>,
    callback: (err: Error | null, socketOptions?: object) => void,
  ): void {
    const target = { host: options.host ?? 'localhost', port: options.port ?? (options.secure ? 465 : 587) };
    const socket = options.secure
      ? tls.connect({ ...options.tls, ...target, servername: options.tls?.servername ?? target.host })
      : net.connect(target);
    sockets.add(socket);
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      socket.setTimeout(0);
      if (error) {
        socket.destroy();
        callback(error);
      } else callback(null, { connection: socket, secured: Boolean(options.secure) });
    };
    socket.setTimeout(this.options.connectionTimeoutMs ?? 10_000, () =>
      settle(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })),
    );
    socket.once(options.secure ? 'secureConnect' : 'connect', () => settle(null));
    socket.once('error', (error) => settle(error));
  }

  /** Nothing stays open between sends. */
  close(): void {}
}
