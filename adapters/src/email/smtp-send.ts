import net from 'node:net';
import tls from 'node:tls';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DeliveryFailure } from '@newsdesk/core/alerting/alert.ports';
import { PROVIDER_FAILURES } from '@newsdesk/core/alerting/delivery-problem';

export interface SmtpSendOptions {
  /** `smtp://user:pass@host:587` or `smtps://…` (SMTP_URL). */
  url: string;
  /** ALERT_MAIL_FROM. */
  from: string;
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
  /** The whole send, from connecting to the server's answer to the message (default 120 s). */
  deadlineMs?: number;
}

/** One message to one recipient, with the ledger row's stable Message-ID. */
export interface SmtpMessage {
  to: string;
  messageId: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

type SocketOptions = SMTPTransport.Options & { host?: string; port?: number; secure?: boolean; tls?: tls.ConnectionOptions };

/**
 * One send over SMTP with nodemailer (ADR 0007), for alerts and admin notices alike: 10 s to
 * connect and greet, 60 s of socket silence at most, and 120 s for the whole send — all below half
 * the delivery job's lock lifetime (5 min), so no send is still running when another process may
 * take the delivery over. A server that trickles bytes cannot outlast the deadline: the send opens
 * its own socket and destroys it then (smtp-alert-mailer.int.test.ts). A 5xx answer is permanent;
 * anything else is retried by the ledger.
 */
export const sendOverSmtp = async (options: SmtpSendOptions, message: SmtpMessage): Promise<void> => {
  const deadlineMs = options.deadlineMs ?? 120_000;
  const connectionTimeoutMs = options.connectionTimeoutMs ?? 10_000;
  const sockets = new Set<net.Socket>();
  const transport = createTransport({
    url: options.url,
    connectionTimeout: connectionTimeoutMs,
    greetingTimeout: connectionTimeoutMs,
    socketTimeout: options.socketTimeoutMs ?? 60_000,
    getSocket: (socketOptions, callback) => openSocket(socketOptions as SocketOptions, connectionTimeoutMs, sockets, callback),
  } as SMTPTransport.Options);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
      reject(
        new DeliveryFailure(`SMTP: no answer within ${Math.round(deadlineMs / 1000)} s; the connection was closed.`, {
          code: PROVIDER_FAILURES.email,
        }),
      );
    }, deadlineMs);
  });
  try {
    await Promise.race([transport.sendMail({ from: options.from, ...message }), deadline]);
  } catch (error) {
    if (error instanceof DeliveryFailure) throw error;
    const e = error as { responseCode?: number; message?: string };
    const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
    throw new DeliveryFailure(`SMTP: ${e.message ?? String(error)}`.slice(0, 1_000), { code: PROVIDER_FAILURES.email, permanent });
  } finally {
    clearTimeout(timer);
    for (const socket of sockets) socket.destroy();
    transport.close();
  }
};

/** nodemailer's own connect, but the socket is ours to destroy at the deadline (STARTTLS wraps it, so that closes too). */
const openSocket = (
  options: SocketOptions,
  connectionTimeoutMs: number,
  sockets: Set<net.Socket>,
  callback: (err: Error | null, socketOptions?: object) => void,
): void => {
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
  socket.setTimeout(connectionTimeoutMs, () => settle(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })));
  socket.once(options.secure ? 'secureConnect' : 'connect', () => settle(null));
  socket.once('error', (error) => settle(error));
};
