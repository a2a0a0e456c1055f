import http from 'node:http';

/** One request the fake received, as the test wants to look at it. */
export interface FakeSlackCall {
  /** Web API method, e.g. `conversations.list`, `chat.postMessage`. */
  method: string;
  /** Form or JSON body, values as sent (form values are strings). */
  params: Record<string, unknown>;
  /** The bearer token, or null when none was sent. */
  token: string | null;
  /** Date.now() when it arrived (for Retry-After assertions). */
  at: number;
}

export interface FakeSlackReply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON body; default `{ ok: true }`. */
  body?: unknown;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
}

export type FakeSlackHandler = (call: FakeSlackCall) => FakeSlackReply | Promise<FakeSlackReply>;

export interface FakeSlack {
  /** Base URL for WebClient's `slackApiUrl` (ends with `/`). */
  url: string;
  calls: FakeSlackCall[];
  callsTo(method: string): FakeSlackCall[];
  /** Sets (or replaces) the handler of a method. */
  handle(method: string, handler: FakeSlackHandler): void;
  /** Replies served, in order, before the method's handler: e.g. a 429, then normal answers. */
  queue(method: string, ...replies: FakeSlackReply[]): void;
  stop(): Promise<void>;
}

export const ok = (body: Record<string, unknown> = {}): FakeSlackReply => ({ body: { ok: true, ...body } });
/** A Web API error: HTTP 200 with ok: false, as Slack answers them. */
export const slackError = (error: string): FakeSlackReply => ({ body: { ok: false, error } });
export const rateLimited = (retryAfterSeconds: number): FakeSlackReply => ({
  status: 429,
  headers: { 'Retry-After': String(retryAfterSeconds) },
  body: { ok: false, error: 'ratelimited' },
});
export const serverError = (): FakeSlackReply => ({ status: 500, body: 'internal error' });

/** A workspace: conversations.list (paged by `limit`), conversations.info and users.lookupByEmail answer from these. */
export interface FakeWorkspace {
  channels: { id: string; name: string; is_private?: boolean }[];
  users: { id: string; name: string; real_name?: string; email: string }[];
}

export const workspaceHandlers = (workspace: FakeWorkspace): Record<string, FakeSlackHandler> => ({
  'conversations.list': ({ params }) => {
    const start = Number(params.cursor || 0);
    const limit = Number(params.limit || 100);
    const page = workspace.channels.slice(start, start + limit);
    const next = start + limit < workspace.channels.length ? String(start + limit) : '';
    return ok({ channels: page, response_metadata: { next_cursor: next } });
  },
  'conversations.info': ({ params }) => {
    const channel = workspace.channels.find((c) => c.id === String(params.channel));
    return channel ? ok({ channel }) : slackError('channel_not_found');
  },
  'users.lookupByEmail': ({ params }) => {
    const user = workspace.users.find((u) => u.email.toLowerCase() === String(params.email).toLowerCase());
    return user
      ? ok({ user: { id: user.id, name: user.name, real_name: user.real_name, profile: { email: user.email } } })
      : slackError('users_not_found');
  },
});

const readBody = (request: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const paramsOf = (contentType: string, body: string): Record<string, unknown> => {
  if (body === '') return {};
  if (contentType.includes('application/json')) return JSON.parse(body) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(body));
};

/**
 * A local stand-in for the Slack Web API (`POST {url}{method}`): records every call and answers
 * from a handler per method; unknown methods get `unknown_method` like Slack. Tests of the
 * directory use the workspace handlers; tests of alert delivery add `chat.postMessage`.
 */
export const startFakeSlack = async (handlers: Record<string, FakeSlackHandler> = {}): Promise<FakeSlack> => {
  const table = new Map(Object.entries(handlers));
  const queued = new Map<string, FakeSlackReply[]>();
  const calls: FakeSlackCall[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const method = (request.url ?? '/').split('?')[0]!.replace(/^\/(api\/)?/, '');
      const authorization = request.headers.authorization ?? '';
      const call: FakeSlackCall = {
        method,
        params: paramsOf(request.headers['content-type'] ?? '', await readBody(request)),
        token: authorization.startsWith('Bearer ') ? authorization.slice(7) : null,
        at: Date.now(),
      };
      calls.push(call);
      const handler = table.get(method);
      const reply = queued.get(method)?.shift() ?? (handler ? await handler(call) : slackError('unknown_method'));
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (response.destroyed) return;
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? { ok: true });
      response.writeHead(reply.status ?? 200, {
        'Content-Type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        ...reply.headers,
      });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api/`,
    calls,
    callsTo: (method) => calls.filter((c) => c.method === method),
    handle: (method, handler) => table.set(method, handler),
    queue: (method, ...replies) => queued.set(method, [...(queued.get(method) ?? []), ...replies]),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * `chat.postMessage` as Slack answers it (alert deliveries, ADR 0007): the channel's id (names in
 * `channelIds` map to ids; others are echoed) and a new message ts per call.
 */
export const postMessageHandler = (channelIds: Record<string, string> = {}): FakeSlackHandler => {
  let sequence = 0;
  return ({ params }) => {
    sequence += 1;
    const channel = String(params.channel);
    return ok({
      channel: channelIds[channel] ?? channel,
      ts: `1700000000.${String(sequence).padStart(6, '0')}`,
      message: { text: params.text },
    });
  };
};
