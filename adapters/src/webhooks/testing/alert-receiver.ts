import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call as the receiver got it. */
export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface AlertReceiver {
  /** `http://127.0.0.1:<port><path>` */
  url(path: string): string;
  calls: ReceivedCall[];
  /** The next calls to `path` are answered with these statuses (then 200); headers for each answer. */
  answerNext(path: string, ...answers: { status: number; headers?: Record<string, string>; body?: string }[]): void;
  stop(): Promise<void>;
}

/**
 * A webhook / Teams receiver on loopback for the tests (no network): records every POST with its
 * headers and raw body, answers 200 unless told otherwise (Teams answers "1"). The outbound gate
 * reaches it because the tests allow 127.0.0.1, as NEWSDESK_FETCH_ALLOW would.
 */
export const startAlertReceiver = async (): Promise<AlertReceiver> => {
  const calls: ReceivedCall[] = [];
  const queued = new Map<string, { status: number; headers?: Record<string, string>; body?: string }[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      calls.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = queued.get(path.split('?')[0]!)?.shift() ?? { status: 200, body: '1' };
      res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    calls,
    answerNext: (path, ...answers) => queued.set(path, [...(queued.get(path) ?? []), ...answers]),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
