import { ErrorCode, LogLevel, WebClient, type WebAPIPlatformError } from '@slack/web-api';
import type { SlackDirectory } from '@newsdesk/core/collections/slack-directory.ports';

export interface SlackWebApiDirectoryOptions {
  /** Bot token (xoxb-…); needs channels:read, groups:read and users:read.email. */
  token: string;
  /** Web API base URL; a local fake in tests. Default https://slack.com/api/. */
  apiUrl?: string;
  timeoutMs?: number;
  /** Retries after a failed call (5xx, network). A 429 is never waited for: the caller hears at once. */
  retries?: number;
  /** The whole question (all pages, all retries), default 15 s: an editor's request never waits longer. */
  deadlineMs?: number;
}

/** conversations.list pages of 1000: enough for 20,000 channels before giving up the search. */
const MAX_PAGES = 20;

const isPlatformError = (error: unknown, code: string): boolean =>
  (error as Partial<WebAPIPlatformError> | null)?.code === ErrorCode.PlatformError && (error as WebAPIPlatformError).data.error === code;

/**
 * The Slack workspace through the Web API (`@slack/web-api`), asked while an editor types or
 * saves: every call times out after 10 s and is retried at most twice, a 429 is not waited for
 * (the SDK would sleep through Retry-After inside the request), and the whole question has a
 * deadline. A channel id is one `conversations.info`; a #name needs the pages of
 * `conversations.list` (Slack has no lookup by name).
 */
export class SlackWebApiDirectory implements SlackDirectory {
  private readonly client: WebClient;
  private readonly deadlineMs: number;

  constructor(options: SlackWebApiDirectoryOptions) {
    this.deadlineMs = options.deadlineMs ?? 15_000;
    this.client = new WebClient(options.token, {
      slackApiUrl: options.apiUrl,
      timeout: options.timeoutMs ?? 10_000,
      retryConfig: { retries: options.retries ?? 2, factor: 2, minTimeout: 500, maxTimeout: 2_000 },
      rejectRateLimitedCalls: true,
      // failures reach the caller as errors; the SDK's own console logging would only duplicate them
      logLevel: LogLevel.ERROR,
    });
  }

  channelExists(channel: string): Promise<boolean> {
    return this.withinDeadline(channel.startsWith('#') ? this.channelNamed(channel.slice(1)) : this.channelWithId(channel));
  }

  private async channelWithId(id: string): Promise<boolean> {
    try {
      const { channel } = await this.client.conversations.info({ channel: id });
      return Boolean(channel?.id) && !channel?.is_archived;
    } catch (error) {
      if (isPlatformError(error, 'channel_not_found')) return false;
      throw error;
    }
  }

  private async channelNamed(name: string): Promise<boolean> {
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await this.client.conversations.list({
        types: 'public_channel,private_channel',
        exclude_archived: true,
        limit: 1000,
        cursor,
      });
      if (result.channels?.some((c) => c.name === name)) return true;
      cursor = result.response_metadata?.next_cursor || undefined;
      if (!cursor) return false;
    }
    return false;
  }

  userByEmail(email: string): Promise<{ id: string; name: string } | null> {
    return this.withinDeadline(
      (async () => {
        try {
          const { user } = await this.client.users.lookupByEmail({ email });
          return user?.id ? { id: user.id, name: user.real_name || user.name || user.id } : null;
        } catch (error) {
          if (isPlatformError(error, 'users_not_found')) return null;
          throw error;
        }
      })(),
    );
  }

  private async withinDeadline<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Slack did not answer within ${Math.round(this.deadlineMs / 1000)} s.`)), this.deadlineMs);
    });
    // a late answer is dropped, not left as an unhandled rejection
    work.catch(() => undefined);
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
