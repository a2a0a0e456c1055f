import { ErrorCode, LogLevel, WebClient, type WebAPICallError } from '@slack/web-api';
import { DeliveryFailure, type AlertMessage, type SlackAlerts } from '@newsdesk/core/alerting/alert.ports';
import { PROVIDER_FAILURES } from '@newsdesk/core/alerting/delivery-problem';
import { slackAlertMessage } from './slack-alert-blocks';
import { slackSiteChangeMessage } from './slack-site-change-blocks';

export interface SlackSenderOptions {
  token: string;
  /** Web API base URL; a local fake in tests. */
  apiUrl?: string;
  /** Per HTTP call (ADR 0007: 10 s), far below half the delivery job's lock lifetime. */
  timeoutMs?: number;
  /** The SDK's own retries of 5xx and network failures (ADR 0007: at most 2). */
  retries?: number;
  /** First retry after this; doubles (tests shorten it). */
  retryMinTimeoutMs?: number;
}

/** Web API errors that retrying cannot fix (the channel, the token or the message is wrong). */
const TRANSIENT_PLATFORM_ERRORS = new Set(['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout', 'ratelimited']);

/**
 * Alerts to Slack with `chat.postMessage` (ADR 0007). 429s are not retried by the SDK
 * (`rejectRateLimitedCalls`): the delivery is rescheduled at Retry-After instead, so no call is
 * made before it and the job does not sit on its lock meanwhile.
 */
export class SlackSender implements SlackAlerts {
  private readonly client: WebClient;

  constructor(options: SlackSenderOptions) {
    this.client = new WebClient(options.token, {
      slackApiUrl: options.apiUrl,
      timeout: options.timeoutMs ?? 10_000,
      retryConfig: {
        retries: Math.min(options.retries ?? 2, 2),
        factor: 2,
        minTimeout: options.retryMinTimeoutMs ?? 1_000,
        maxTimeout: 4_000,
      },
      rejectRateLimitedCalls: true,
      logLevel: LogLevel.ERROR,
    });
  }

  async post(channel: string, content: AlertMessage, threadTs: string | null): Promise<{ channel: string; ts: string }> {
    const message = content.kind === 'site_change' ? slackSiteChangeMessage(content) : slackAlertMessage(content);
    try {
      const result = await this.client.chat.postMessage({
        channel,
        text: message.text,
        blocks: message.blocks as never,
        unfurl_links: false,
        unfurl_media: false,
        ...(threadTs ? { thread_ts: threadTs } : {}),
      });
      if (!result.ts || !result.channel)
        throw new DeliveryFailure('Slack answered without a message ts.', { code: PROVIDER_FAILURES.slack });
      return { channel: result.channel, ts: result.ts };
    } catch (error) {
      throw toDeliveryFailure(error);
    }
  }
}

export const toDeliveryFailure = (error: unknown): unknown => {
  const e = error as Partial<WebAPICallError> | null;
  switch (e?.code) {
    case ErrorCode.RateLimitedError: {
      const seconds = (error as { retryAfter: number }).retryAfter;
      return new DeliveryFailure(`Slack rate limit: retry after ${seconds} s`, {
        code: PROVIDER_FAILURES.slackRateLimited,
        retryAt: new Date(Date.now() + seconds * 1_000),
      });
    }
    case ErrorCode.PlatformError: {
      const code = (error as { data: { error: string } }).data.error;
      return new DeliveryFailure(`Slack refused the message: ${code}`, {
        code: PROVIDER_FAILURES.slack,
        permanent: !TRANSIENT_PLATFORM_ERRORS.has(code),
      });
    }
    case ErrorCode.HTTPError:
      return new DeliveryFailure(`Slack answered HTTP ${(error as { statusCode: number }).statusCode}`, { code: PROVIDER_FAILURES.slack });
    case ErrorCode.RequestError:
      return new DeliveryFailure(
        `Slack could not be reached: ${(error as { original?: Error }).original?.message ?? (error as Error).message}`,
        { code: PROVIDER_FAILURES.slack },
      );
    default:
      return error;
  }
};
