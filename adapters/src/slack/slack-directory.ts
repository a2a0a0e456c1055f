import { ErrorCode, LogLevel, WebClient, type WebAPIPlatformError } from '@slack/web-api';
import type { SlackDirectory } from '@newsdesk/core/collections/slack-directory.ports';

export interface SlackWebApiDirectoryOptions {
  /** Bot token (xoxb-…); needs channels:read, groups:read and users:read.email. */
  token: string;
  /** Web API base URL; a local fake in tests. Default https://slack.com/api/. */
  apiUrl?: string;
  timeoutMs?: number;
  /** Retries after a failed call (5xx, network, 429 after its Retry-After). */
  retries?: number;
}

/** conversations.list pages of 1000: enough for 20,000 channels before giving up the search. */
const MAX_PAGES = 20;

const isPlatformError = (error: unknown, code: string): boolean =>
  (error as Partial<WebAPIPlatformError> | null)?.code === ErrorCode.PlatformError && (error as WebAPIPlatformError).data.error === code;

/**
 * The Slack workspace through the Web API (`@slack/web-api`): every call times out after 10 s
 * and is retried at most twice, so the editor's check of a chip never hangs for long.
 */
export class SlackWebApiDirectory implements SlackDirectory {
  private readonly client: WebClient;

  constructor(options: SlackWebApiDirectoryOptions) {
    this.client = new WebClient(options.token, {
      slackApiUrl: options.apiUrl,
      timeout: options.timeoutMs ?? 10_000,
      retryConfig: { retries: options.retries ?? 2, factor: 2, minTimeout: 500, maxTimeout: 2_000 },
      // failures reach the caller as errors; the SDK's own console logging would only duplicate them
      logLevel: LogLevel.ERROR,
    });
  }

  async channelExists(channel: string): Promise<boolean> {
    const byName = channel.startsWith('#');
    const wanted = byName ? channel.slice(1) : channel;
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await this.client.conversations.list({ types: 'public_channel,private_channel', exclude_archived: true, limit: 1000, cursor });
      if (result.channels?.some((c) => (byName ? c.name === wanted : c.id === wanted))) return true;
      cursor = result.response_metadata?.next_cursor || undefined;
      if (!cursor) return false;
    }
    return false;
  }

  async userByEmail(email: string): Promise<{ id: string; name: string } | null> {
    try {
      const { user } = await this.client.users.lookupByEmail({ email });
      return user?.id ? { id: user.id, name: user.real_name || user.name || user.id } : null;
    } catch (error) {
      if (isPlatformError(error, 'users_not_found')) return null;
      throw error;
    }
  }
}
