import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, decoded enough to assert on. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  /** For SMTP_URL: `smtp://127.0.0.1:<port>`. */
  url: string;
  mails: ReceivedMail[];
  /** Messages whose DATA arrived but were refused (see refuseNext). */
  refused: ReceivedMail[];
  /** The next `count` messages are refused with this SMTP reply code (e.g. 451 temporary, 550 permanent). */
  refuseNext(count: number, code: number): void;
  stop(): Promise<void>;
}

const parseHeaders = (block: string): Map<string, string> => {
  const headers = new Map<string, string>();
  // folded lines continue the previous header
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
};

const decodeQuotedPrintable = (text: string): string => {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeBody = (headers: Map<string, string>, body: string): string => {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
export const decodeHeader = (value: string): string =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** Text and HTML parts of a message (single part or multipart, nested one level like nodemailer's alternative). */
const parts = (headers: Map<string, string>, body: string): { type: string; content: string }[] => {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary)
    return [{ type: type.split(';')[0]!.toLowerCase(), content: decodeBody(headers, body) }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const split = part.replace(/^\r?\n/, '').search(/\r?\n\r?\n/);
      const trimmed = part.replace(/^\r?\n/, '');
      const partHeaders = parseHeaders(trimmed.slice(0, split));
      return parts(
        partHeaders,
        trimmed
          .slice(split)
          .replace(/^\r?\n\r?\n/, '')
          .replace(/\r?\n$/, ''),
      );
    });
};

/** A real SMTP server in this process (the `smtp-server` package), no TLS, no auth required. */
export const startTestSmtpServer = async (): Promise<TestSmtpServer> => {
  const mails: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const split = raw.search(/\r?\n\r?\n/);
        const headers = parseHeaders(raw.slice(0, split));
        const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
        const decoded = parts(headers, body);
        const refuse = refusals.count > 0;
        (refuse ? refused : mails).push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          messageId: headers.get('message-id') ?? '',
          subject: decodeHeader(headers.get('subject') ?? ''),
          text: decoded.find((p) => p.type === 'text/plain')?.content ?? '',
          html: decoded.find((p) => p.type === 'text/html')?.content ?? '',
          raw,
        });
        if (refuse) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error = new Error(refusals.code >= 500 ? 'Mailbox unavailable' : 'Try again later') as Error & { responseCode: number };
          error.responseCode = refusals.code;
          callback(error);
          return;
        }
        callback();
      });
    },
  });
  // a client that dies mid-session (the kill -9 test) resets its connection: not the test's failure
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    refuseNext: (count, code) => (refusals = { count, code }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
