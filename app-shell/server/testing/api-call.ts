import { rawRequest } from './test-server';

export interface ApiReply {
  status: number;
  /** The JSON answer, or its text when it is no JSON (a feed, a page). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of many shapes
}

export interface ApiCallOptions {
  /** A body sent as it is (bad JSON, say) instead of `body`. */
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * One request to a test server's JSON API as a logged-in browser page sends it: the session cookie,
 * the page's own Origin (the CSRF guard) and JSON in and out. Without a cookie it goes as a
 * stranger's script would, with neither. node:http (rawRequest) sends exactly these headers.
 */
export const callApi = async (
  base: string,
  cookie: string | null,
  method: string,
  path: string,
  body?: unknown,
  options: ApiCallOptions = {},
): Promise<ApiReply> => {
  const sent = options.raw ?? (body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  const response = await rawRequest(`${base}${path}`, {
    method,
    headers: {
      ...(cookie === null ? {} : { Cookie: cookie, Origin: base }),
      ...(sent === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: sent,
  });
  let parsed: ApiReply['body'];
  try {
    parsed = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    parsed = response.body;
  }
  return { status: response.status, body: parsed };
};

export interface FetchReply {
  status: number;
  /** The JSON answer, or `{ text }` for any other. */
  body: Record<string, unknown> & { code?: string; message?: string };
  headers: Headers;
}

/**
 * One request with fetch (which sends no Origin of its own): a cookie, and a JSON body or a
 * multipart form.
 */
export const fetchApi = async (
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; json?: unknown; form?: FormData } = {},
): Promise<FetchReply> => {
  const headers: Record<string, string> = options.cookie === undefined ? {} : { Cookie: options.cookie };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  const parsed = text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as FetchReply['body']) : { text };
  return { status: response.status, body: parsed, headers: response.headers };
};
