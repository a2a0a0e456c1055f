import { DeliveryFailure } from '@newsdesk/core/alerting/alert.ports';
import { PROVIDER_FAILURES } from '@newsdesk/core/alerting/delivery-problem';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import type { SafeHttpGate } from '../fetch/safe-http-gate';

/** A Retry-After further away than this is not waited for: the ledger's own back-off takes over. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** Answers that retrying cannot change: the URL is wrong or gone, or the receiver refuses the body. */
const PERMANENT = new Set([400, 401, 403, 404, 405, 410, 413, 422]);

const retryAfter = (value: string | string[] | undefined, now: number): Date | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const seconds = Number(text);
  const at = Number.isFinite(seconds) ? now + seconds * 1000 : Date.parse(text);
  return Number.isFinite(at) && at > now && at - now <= MAX_RETRY_AFTER_MS ? new Date(at) : undefined;
};

/** The URL as the delivery log shows it: no query (Teams and Workflows URLs carry their signature there). */
export const urlForLog = (url: string): string => {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.search ? '?…' : ''}`;
  } catch {
    return url.slice(0, 80);
  }
};

/**
 * One POST of an alert through the outbound gate (ADR 0022). 2xx is delivered; 429 and 503 with
 * Retry-After reschedule at that time without using an attempt; 4xx that retrying cannot fix
 * and a refused address are permanent; anything else (5xx, timeouts, resets) is retried by the
 * ledger with back-off. Each failure carries its channel's code for the delivery log; the message
 * starts with the channel's name for the reader.
 */
export const postThroughGate = async (
  gate: Pick<SafeHttpGate, 'post'>,
  channel: 'Webhook' | 'Teams',
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<void> => {
  const shown = urlForLog(url);
  const code = channel === 'Teams' ? PROVIDER_FAILURES.teams : PROVIDER_FAILURES.webhook;
  let answer: Awaited<ReturnType<SafeHttpGate['post']>>;
  try {
    answer = await gate.post(url, { headers, body });
  } catch (error) {
    const refused = isDomainError(error) ? error.code : 'fetch.connection_failed';
    const permanent = refused === 'fetch.address_not_allowed' || refused === 'fetch.scheme_not_allowed' || refused === 'fetch.invalid_url';
    // the gate's message names the URL; a Teams URL carries its signature in the query, which stays out of the log
    const said = (error instanceof Error ? error.message : String(error)).split(url).join(shown);
    throw new DeliveryFailure(`${channel}: ${said}`.slice(0, 1_000), { code, permanent });
  }
  if (answer.status >= 200 && answer.status <= 299) return;
  const said = Buffer.from(answer.body.slice(0, 300)).toString('utf8').replace(/\s+/g, ' ').trim();
  const message = `${channel}: ${shown} answered ${answer.status}${said ? `: ${said}` : ''}`.slice(0, 1_000);
  if (answer.status === 429 || answer.status === 503) {
    const at = retryAfter(answer.headers['retry-after'], Date.now());
    if (at) throw new DeliveryFailure(message, { code, retryAt: at });
  }
  throw new DeliveryFailure(message, {
    code,
    permanent: PERMANENT.has(answer.status) || (answer.status >= 300 && answer.status < 400),
  });
};
