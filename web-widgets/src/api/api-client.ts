import { ApiError, NETWORK_FAILED, codeForStatus, parseRetryAfter } from './api-error';

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the Newsdesk server; '' means the page's own origin. */
  baseUrl?: string;
  /** Defaults to 'include' when baseUrl is another origin (CMS embedding), else 'same-origin'. */
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
  /** Called on every 401/403 unless the request handles them itself (see RequestOptions). */
  onUnauthorized?: (status: 401 | 403, error: ApiError) => void;
  /** Only for tests; defaults to the browser's navigator. */
  beacon?: Pick<Navigator, 'sendBeacon'> | undefined;
  /** Waits before the one retry of a read the server was too busy for; tests pass a fast one. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The caller treats 401/403 as an ordinary answer (e.g. wrong password at login), so the
   * global "session expired, back to login" hook must not fire.
   */
  handlesUnauthorized?: boolean;
  /**
   * On 503 `server.busy` (the server shed the request before doing any of it), ask once more
   * after its Retry-After when that is at most MAX_BUSY_RETRY_SECONDS. Default: GET only; reads
   * sent as POST (a search) opt in. Writes never do on their own.
   */
  retryWhenBusy?: boolean;
}

/** A longer Retry-After is shown to the reader at once rather than waited out behind a spinner. */
export const MAX_BUSY_RETRY_SECONDS = 5;

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

const isCrossOrigin = (baseUrl: string): boolean => {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(baseUrl)) return false;
  const here = typeof location === 'undefined' ? undefined : location.origin;
  return here === undefined || new URL(baseUrl).origin !== here;
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** Thin JSON client for the Newsdesk HTTP API; every failure becomes an ApiError. */
export class ApiClient {
  readonly baseUrl: string;
  readonly credentials: RequestCredentials;
  private readonly fetchImpl: typeof fetch;
  private readonly onUnauthorized: ApiClientOptions['onUnauthorized'];
  private readonly beacon: Pick<Navigator, 'sendBeacon'> | undefined;
  private readonly wait: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.credentials = options.credentials ?? (isCrossOrigin(this.baseUrl) ? 'include' : 'same-origin');
    // Bound lazily so a test can replace globalThis.fetch after the client was created.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.onUnauthorized = options.onUnauthorized;
    this.beacon = 'beacon' in options ? options.beacon : typeof navigator === 'undefined' ? undefined : navigator;
    this.wait = options.wait ?? sleep;
  }

  url(path: string): string {
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  delete<T = void>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  /**
   * Fire-and-forget POST that survives page unload. sendBeacon is preferred; it is missing in
   * some embedded browsers and returns false when the queue is full, hence the keepalive fetch.
   */
  sendBeacon(path: string): void {
    const url = this.url(path);
    try {
      if (this.beacon?.sendBeacon?.(url, '') === true) return;
    } catch {
      // A throwing sendBeacon (e.g. blocked by a CSP) should still fall back to fetch.
    }
    this.fetchImpl(url, {
      method: 'POST',
      keepalive: true,
      credentials: this.credentials,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: '',
    }).catch(() => undefined);
  }

  private async request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    try {
      return await this.send<T>(method, path, body, options);
    } catch (error) {
      const seconds = error instanceof ApiError && error.code === 'server.busy' ? error.retryAfterSeconds : undefined;
      if (seconds === undefined || seconds > MAX_BUSY_RETRY_SECONDS || !(options.retryWhenBusy ?? method === 'GET')) throw error;
      // jitter: readers shed at the same moment should not all come back at the same moment
      await this.wait(seconds * 1000 + Math.floor(Math.random() * 500), options.signal);
      return this.send<T>(method, path, body, options);
    }
  }

  private async send<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    // FormData (file uploads) goes as multipart/form-data: fetch sets the type with its boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path), {
        method,
        headers,
        credentials: this.credentials,
        body: body === undefined ? null : isForm ? body : JSON.stringify(body),
        signal: options.signal ?? null,
      });
    } catch (cause) {
      // An abort is the caller's decision, not a failure to report.
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0, code: NETWORK_FAILED, message: 'The server cannot be reached.', cause });
    }
    if (!response.ok) {
      const error = await toApiError(response);
      if ((error.status === 401 || error.status === 403) && !options.handlesUnauthorized) {
        this.onUnauthorized?.(error.status, error);
      }
      throw error;
    }
    return (await readJson(response)) as T;
  }
}

const readJson = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError({ status: response.status, code: 'server.internal', message: 'Unreadable response.', cause });
  }
};

const toApiError = async (response: Response): Promise<ApiError> => {
  let body: Record<string, unknown> | undefined;
  try {
    body = asRecord(JSON.parse(await response.text()));
  } catch {
    body = undefined;
  }
  const code = typeof body?.['code'] === 'string' ? body['code'] : codeForStatus(response.status);
  const message = typeof body?.['message'] === 'string' ? body['message'] : response.statusText || code;
  return new ApiError({
    status: response.status,
    code,
    message,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    details: asRecord(body?.['details']),
  });
};
