import http from 'node:http';
import type { Caller, FuzzCase } from './route-cases';

/** A running server and how each caller is logged in (the Cookie header; '' for anonymous). */
export interface FuzzTarget {
  url: string;
  cookies: Record<Caller, string>;
  /** A fresh session of a caller: for logout, which ends the session it is sent with. */
  freshCookie(caller: Exclude<Caller, 'anonymous'>): Promise<string>;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface FuzzFinding {
  fuzzCase: FuzzCase;
  answer: FuzzAnswer;
  problem: string;
}

export interface FuzzReport {
  cases: number;
  /** Answers by status (0: no answer within the timeout, or the connection broke). */
  statuses: Map<number, number>;
  findings: FuzzFinding[];
  seconds: number;
}

// What only the server's insides say: a stack frame, a source path, PostgreSQL's or the ORM's words.
const LEAKS: [string, RegExp][] = [
  // in JSON a line break is written \n: both forms count
  ['stack trace', /(\n|\\n)\s+at [\w$.<>[\] ]+ \(|\bat (async )?[\w$.]+ \(\/|\((file:\/\/)?\/[\w./-]+\.(ts|js|mjs|cjs):\d+:\d+\)/],
  ['source path', /\/(work|home|root|usr)\/[\w./-]+\.(ts|js|mjs)\b|node_modules\//],
  // shaped like statements, not like prose ("select the collections from the list" is no SQL)
  [
    'SQL',
    /\b(select\s+(\*|[\w."]+(\s*,\s*[\w."]+)*)\s+from\s+"?\w+"?(\s+(where|join|order|group|limit|as)\b|\s*;)|insert\s+into\s+"?\w+"?\s*\(|update\s+"?\w+"?\s+set\s+"?\w+"?\s*=|delete\s+from\s+"?\w+"?\s+where\b)/i,
  ],
  [
    'database error',
    /duplicate key value|violates (unique|foreign key|check|not-null) constraint|syntax error at or near|invalid input syntax for|(relation|column) \\?"[\w.]+\\?" does not exist|current transaction is aborted|DriverException|QueryFailedError|MikroORM|PostgreSQL said/i,
  ],
];

/** A problem with one answer: a 5xx, no answer, or a body that shows the server's insides. */
export const judge = (fuzzCase: FuzzCase, answer: FuzzAnswer): string | null => {
  if (answer.status === 0) return `no answer (${answer.body})`;
  if (answer.status >= 500) return `status ${answer.status}`;
  // static assets (the API docs' scripts and styles) are code by nature
  if (/javascript|css/.test(answer.contentType)) return null;
  const sent = `${decodeURIComponentSafe(fuzzCase.target)}\n${fuzzCase.body?.toString('utf8') ?? ''}`;
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(answer.body);
    // what the request itself carried may come back (a name in a message, a saved value)
    if (match && !sent.includes(match[0]) && !sent.toLowerCase().includes(match[0].toLowerCase()))
      return `${name} in the body: ${JSON.stringify(match[0])}`;
  }
  return null;
};

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

const send = (url: string, fuzzCase: FuzzCase, cookie: string, timeoutMs: number): Promise<FuzzAnswer> =>
  new Promise((resolve) => {
    const headers: Record<string, string> = { Origin: url, ...fuzzCase.headers };
    if (cookie) headers['Cookie'] = cookie;
    if (fuzzCase.body && headers['Content-Length'] === undefined) headers['Content-Length'] = String(fuzzCase.body.length);
    let request: http.ClientRequest;
    try {
      request = http.request(`${url}${fuzzCase.target}`, { method: fuzzCase.method, headers, agent, timeout: timeoutMs }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) => resolve({ status: 0, contentType: '', body: error.message }));
      });
    } catch (error) {
      // a path node:http refuses to send (it would be no request at all)
      resolve({ status: -1, contentType: '', body: (error as Error).message });
      return;
    }
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ status: 0, contentType: '', body: error.message }));
    request.end(fuzzCase.body);
  });

const isLogout = (fuzzCase: FuzzCase) => fuzzCase.route === 'DELETE /auth/logout';

/** Sends every case (`concurrency` at a time) and judges every answer. */
export const runFuzz = async (
  target: FuzzTarget,
  cases: readonly FuzzCase[],
  options: { concurrency?: number; timeoutMs?: number } = {},
): Promise<FuzzReport> => {
  const started = performance.now();
  const statuses = new Map<number, number>();
  const findings: FuzzFinding[] = [];
  // Logging out ends the session it is sent with, so each logout gets a session of its own, made
  // before any case runs: later, the fuzzed logins' failures have the address throttled (429).
  const spare = new Map<FuzzCase, string>();
  for (const fuzzCase of cases) {
    if (fuzzCase.caller !== 'anonymous' && isLogout(fuzzCase)) spare.set(fuzzCase, await target.freshCookie(fuzzCase.caller));
  }
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++]!;
      const cookie = spare.get(fuzzCase) ?? target.cookies[fuzzCase.caller];
      const answer = await send(target.url, fuzzCase, cookie, options.timeoutMs ?? 15_000);
      if (answer.status === -1) continue;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = judge(fuzzCase, answer);
      if (problem) findings.push({ fuzzCase, answer, problem });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  return { cases: cases.length, statuses, findings, seconds: (performance.now() - started) / 1000 };
};

/** "200 ×512 · 400 ×1,203 · …" */
export const histogram = (statuses: ReadonlyMap<number, number>): string =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || 'no answer'} ×${count.toLocaleString('en')}`)
    .join(' · ');

/** One finding as a line a developer can replay. */
export const describeFinding = ({ fuzzCase, answer, problem }: FuzzFinding): string =>
  `${problem}: ${fuzzCase.caller} ${fuzzCase.method} ${fuzzCase.target.slice(0, 200)} [${fuzzCase.kind}] ${JSON.stringify(fuzzCase.headers)} ` +
  `body ${JSON.stringify(fuzzCase.body?.toString('utf8').slice(0, 300) ?? null)} → ${answer.status} ${answer.body.slice(0, 300)}`;
