import http, { type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { FetchError } from '@newsdesk/core/ingestion/ingestion.errors';
import type { FetchedResource, FetchOptions, OutboundHttp } from '@newsdesk/core/ingestion/ingestion.ports';
import { AddressPolicy } from './address-policy';
import { ACCEPTED_ENCODINGS, readCappedBody } from './capped-body';
import { checkedLookup, systemResolve, type Resolve } from './checked-lookup';
import { HostLimiter } from './host-limiter';

export interface SafeHttpGateOptions {
  /** Extra reachable targets: IPs, CIDRs, hostnames, `*.suffix` (NEWSDESK_FETCH_ALLOW). Default none. */
  allow?: readonly string[];
  /** DNS resolution used at connect time. Default: node:dns lookup with all addresses. */
  resolve?: Resolve;
  /** From start of a hop until the TCP connection is up (DNS included). Default 10 s. */
  connectTimeoutMs?: number;
  /** For the whole fetch, all redirect hops together (time queued for a host slot excluded). Default 20 s. */
  totalTimeoutMs?: number;
  /** Cap on the body, both as received and decompressed. Default 15 MiB. */
  maxBodyBytes?: number;
  /** Redirects followed before giving up. Default 5. */
  maxRedirects?: number;
  /** Requests in flight per host. Default 2. */
  maxConcurrentPerHost?: number;
  userAgent?: string;
}

/** The most a fetched body may have, as received and decompressed; local feed files get the same (adapters/src/archives). */
export const DEFAULT_MAX_BODY_BYTES = 15 * 1024 * 1024;

export const DEFAULT_USER_AGENT = 'Newsdesk/0.1 (+https://github.com/newsdesk; news monitoring)';
const DEFAULT_ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.9, text/xml;q=0.9, ' +
  'text/html;q=0.8, application/xhtml+xml;q=0.8, application/pdf;q=0.8, */*;q=0.5';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A POST through the gate: JSON or any other body the caller has encoded. */
export interface OutboundPost {
  headers: Record<string, string>;
  body: string;
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
}

type HopAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'answer'; status: number; headers: IncomingHttpHeaders; body: Uint8Array };

/**
 * The one way out to the network. SSRF-safe (scheme check, every resolved address checked at
 * connect time, every redirect hop re-checked), bounded (timeouts, body cap also after
 * decompression) and polite (honest User-Agent, conditional GET, two requests per host).
 */
export class SafeHttpGate implements OutboundHttp {
  private readonly policy: AddressPolicy;
  private readonly resolve: Resolve;
  private readonly limiter: HostLimiter;
  private readonly connectTimeoutMs: number;
  private readonly totalTimeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly maxRedirects: number;
  private readonly userAgent: string;

  constructor(options: SafeHttpGateOptions = {}) {
    this.policy = new AddressPolicy(options.allow ?? []);
    this.resolve = options.resolve ?? systemResolve;
    this.limiter = new HostLimiter(options.maxConcurrentPerHost ?? 2);
    this.connectTimeoutMs = positive(options.connectTimeoutMs ?? 10_000, 'connectTimeoutMs');
    this.totalTimeoutMs = positive(options.totalTimeoutMs ?? 20_000, 'totalTimeoutMs');
    this.maxBodyBytes = positive(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, 'maxBodyBytes');
    this.maxRedirects = options.maxRedirects ?? 5;
    if (!Number.isInteger(this.maxRedirects) || this.maxRedirects < 0) throw new RangeError('maxRedirects must be a whole number');
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  }

  async fetch(url: string, options: FetchOptions = {}): Promise<FetchedResource> {
    let target = this.checkedUrl(url);
    const headers: OutgoingHttpHeaders = {
      'user-agent': this.userAgent,
      accept: options.accept ?? DEFAULT_ACCEPT,
      'accept-encoding': ACCEPTED_ENCODINGS,
    };
    // Sent on every hop: the validators were stored from the final URL of an earlier fetch.
    if (options.etag) headers['if-none-match'] = options.etag;
    if (options.lastModified) headers['if-modified-since'] = options.lastModified;

    let budgetMs = this.totalTimeoutMs;
    for (let redirects = 0; ; redirects += 1) {
      const hopTarget = target;
      const answer = await this.limiter.run(hopTarget.hostname, async () => {
        if (budgetMs <= 0) throw this.timeout(hopTarget.href, 'total');
        const started = performance.now();
        try {
          return await this.exchange(hopTarget, headers, budgetMs);
        } finally {
          budgetMs -= performance.now() - started;
        }
      });
      if (answer.kind === 'redirect') {
        if (redirects >= this.maxRedirects) {
          throw new FetchError('fetch.too_many_redirects', `${url} redirects more than ${this.maxRedirects} times`, {
            url,
            maxRedirects: this.maxRedirects,
          });
        }
        target = this.checkedUrl(answer.location, target);
        continue;
      }
      const notModified = answer.status === 304;
      return {
        url,
        finalUrl: target.href,
        status: answer.status,
        notModified,
        contentType: single(answer.headers['content-type']),
        body: answer.body,
        etag: single(answer.headers.etag) ?? (notModified ? (options.etag ?? null) : null),
        lastModified: single(answer.headers['last-modified']) ?? (notModified ? (options.lastModified ?? null) : null),
      };
    }
  }

  /**
   * One POST (alert webhooks and Teams, ADR 0022) under the same rules as a fetch: scheme and
   * address checks at connect time, timeouts, body cap. Redirects are not followed (a receiver
   * that moves must be re-entered by the owner: a 3xx could point a signed body anywhere), and
   * every status is answered, so the caller decides what a 4xx, 429 or 5xx means.
   */
  async post(url: string, request: OutboundPost): Promise<OutboundAnswer> {
    const target = this.checkedUrl(url);
    const body = Buffer.from(request.body, 'utf8');
    const headers: OutgoingHttpHeaders = {
      'user-agent': this.userAgent,
      accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
      ...request.headers,
      'content-length': String(body.length),
    };
    const answer = await this.limiter.run(target.hostname, () =>
      this.exchange(target, headers, this.totalTimeoutMs, { method: 'POST', body }),
    );
    // a POST's redirect is answered as it is (exchange follows none for it)
    if (answer.kind === 'redirect') throw new FetchError('fetch.http_status', `${url} redirects`, { url, status: 300 });
    return { status: answer.status, headers: answer.headers, body: answer.body };
  }

  /** Scheme check, and the address check for IP literals (net skips the lookup hook for those). */
  private checkedUrl(text: string, base?: URL): URL {
    let parsed: URL;
    try {
      parsed = new URL(text, base);
    } catch {
      throw new FetchError('fetch.invalid_url', `Not a valid URL: ${text}`, { url: text });
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new FetchError('fetch.scheme_not_allowed', `Only http and https can be fetched, not ${parsed.protocol}`, {
        url: parsed.href,
        scheme: parsed.protocol.replace(/:$/, ''),
      });
    }
    const host = bareHostname(parsed);
    if (host === '') throw new FetchError('fetch.invalid_url', `No host in ${text}`, { url: text });
    // net.isIP is exactly the test node:net uses to decide whether to call `lookup`.
    if (net.isIP(host) !== 0) {
      const range = this.policy.refusal(host);
      if (range !== null) {
        throw new FetchError('fetch.address_not_allowed', `${host} is not a public address (${range})`, {
          url: parsed.href,
          address: host,
          range,
        });
      }
    }
    return parsed;
  }

  /** One request/response; redirects are returned, not followed, so the caller re-checks them. */
  private exchange(
    target: URL,
    headers: OutgoingHttpHeaders,
    budgetMs: number,
    send: { method: 'POST'; body: Buffer } | null = null,
  ): Promise<HopAnswer> {
    return new Promise<HopAnswer>((resolve, reject) => {
      const url = target.href;
      let settled = false;
      let refusal: FetchError | null = null;
      let response: IncomingMessage | null = null;
      let request: ClientRequest | null = null;

      const stopTimers = () => {
        clearTimeout(totalTimer);
        clearTimeout(connectTimer);
      };
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        stopTimers();
        // A refusal from the lookup hook may reach us wrapped or replaced by a socket error.
        reject(refusal ?? toFetchError(error, url));
        response?.destroy();
        request?.destroy();
      };
      const succeed = (answer: HopAnswer) => {
        if (settled) return;
        settled = true;
        stopTimers();
        resolve(answer);
        response?.destroy();
      };
      const totalTimer = setTimeout(() => fail(this.timeout(url, 'total')), budgetMs);
      const connectTimer = setTimeout(() => fail(this.timeout(url, 'connect')), Math.min(this.connectTimeoutMs, budgetMs));

      try {
        request = (target.protocol === 'https:' ? https : http).request({
          hostname: bareHostname(target),
          port: target.port === '' ? undefined : Number(target.port),
          path: `${target.pathname}${target.search}`,
          method: send?.method ?? 'GET',
          headers,
          // A fresh connection per request: a pooled socket would skip the connect-time check.
          agent: false,
          lookup: checkedLookup(this.policy, this.resolve, (error) => {
            refusal = error;
          }),
        });
      } catch (error) {
        fail(error);
        return;
      }
      request.on('socket', (socket) => socket.once('connect', () => clearTimeout(connectTimer)));
      // While the body is read, the pipeline reports every failure (the cap it hit rather than
      // the socket reset that hitting it causes), so socket errors are left to it.
      let readingBody = false;
      const failUnlessReading = (error: unknown) => {
        if (!readingBody) fail(error);
      };
      request.on('error', failUnlessReading);
      request.on('response', (res) => {
        response = res;
        clearTimeout(connectTimer);
        res.on('error', failUnlessReading);
        const status = res.statusCode ?? 0;
        if (REDIRECT_STATUSES.has(status) && !send) {
          const location = single(res.headers.location);
          if (location) succeed({ kind: 'redirect', location });
          else fail(new FetchError('fetch.http_status', `${url} answered ${status} without a Location`, { url, status }));
          return;
        }
        if (status === 304) {
          succeed({ kind: 'answer', status, headers: res.headers, body: new Uint8Array(0) });
          return;
        }
        if ((status < 200 || status > 299) && !send) {
          fail(new FetchError('fetch.http_status', `${url} answered ${status}`, { url, status }));
          return;
        }
        const declared = Number(single(res.headers['content-length']) ?? Number.NaN);
        if (Number.isFinite(declared) && declared > this.maxBodyBytes) {
          fail(
            new FetchError('fetch.too_large', `${url} announces ${declared} bytes, more than ${this.maxBodyBytes}`, {
              url,
              limitBytes: this.maxBodyBytes,
              declaredBytes: declared,
            }),
          );
          return;
        }
        readingBody = true;
        readCappedBody(res, res.headers['content-encoding'], this.maxBodyBytes, url).then(
          (body) => succeed({ kind: 'answer', status, headers: res.headers, body }),
          fail,
        );
      });
      request.end(send?.body);
    });
  }

  private timeout(url: string, phase: 'connect' | 'total'): FetchError {
    const timeoutMs = phase === 'connect' ? this.connectTimeoutMs : this.totalTimeoutMs;
    return new FetchError('fetch.timeout', `${url} took longer than ${timeoutMs} ms (${phase})`, { url, phase, timeoutMs });
  }
}

function toFetchError(error: unknown, url: string): FetchError {
  if (error instanceof FetchError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return new FetchError('fetch.connection_failed', `Could not fetch ${url}: ${message}`, {
    url,
    code: typeof code === 'string' ? code : null,
  });
}

/** URL.hostname keeps IPv6 brackets; sockets and the policy want the bare address. */
function bareHostname(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function single(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function positive(value: number, name: string): number {
  if (!(value > 0)) throw new RangeError(`${name} must be positive`);
  return value;
}
