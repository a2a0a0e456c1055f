// The browser side of the ingest-to-browser benchmark: newsroom users who log in, save searches
// as collections through the HTTP API and keep a live socket open at /ws, as the app does.
import http from 'node:http';
import WebSocket from 'ws';

export interface Reply {
  status: number;
  body: unknown;
  cookies: string[];
}

/** node:http rather than fetch: fetch may drop the Origin header, which every write needs (CSRF guard). */
export const request = (baseUrl: string, method: string, path: string, body: unknown, cookie?: string): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Origin: baseUrl, 'Content-Type': 'application/json' };
    if (cookie) headers['Cookie'] = cookie;
    const req = http.request(`${baseUrl}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: text ? (JSON.parse(text) as unknown) : undefined,
          cookies: response.headers['set-cookie'] ?? [],
        }),
      );
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });

/** Logs in and returns the session cookie (`nd_session=…`) for the Cookie header. */
export const logIn = async (baseUrl: string, email: string, password: string): Promise<string> => {
  const reply = await request(baseUrl, 'POST', '/auth/login', { email, password });
  const cookie = reply.cookies.find((c) => c.startsWith('nd_session='));
  if (reply.status !== 200 || !cookie) throw new Error(`login of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return cookie.split(';')[0]!;
};

/** Saves a one-word search of the past week as a collection without alert channels (live notifications only). */
export const saveCollection = async (baseUrl: string, cookie: string, name: string, word: string): Promise<string> => {
  const reply = await request(
    baseUrl,
    'POST',
    '/api/collections',
    { name, search: { tags: [{ name: word }], timeFrame: 'week' }, alert: null },
    cookie,
  );
  if (reply.status !== 200) throw new Error(`saving collection ${name} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { id: string }).id;
};

export interface LiveMessage {
  collectionId: string;
  collectionName: string;
  documents: { id: string }[];
}

/**
 * Opens the user's live socket; `onMessage` gets each notification with the time it was parsed
 * (performance.now(), the clock of the ingesting side: same process).
 */
export const openLiveSocket = (
  baseUrl: string,
  cookie: string,
  onMessage: (message: LiveMessage, at: number) => void,
): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers: { Cookie: cookie, Origin: baseUrl } });
    ws.on('message', (data) => {
      const at = performance.now();
      onMessage(JSON.parse(String(data)) as LiveMessage, at);
    });
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    ws.on('error', reject);
  });
