/**
 * The Slack workspace as far as the collection editor needs it: does a channel chip name a real
 * channel, and which Slack user has an e-mail address. Not bound when Slack is not configured
 * (no bot token): chips are then checked for their format only.
 */
export const SlackDirectory = Symbol.for('SlackDirectory');
export interface SlackDirectory {
  /** `#channel-name` or a channel id; false when the workspace has no such channel the bot can see. */
  channelExists(channel: string): Promise<boolean>;
  userByEmail(email: string): Promise<{ id: string; name: string } | null>;
}
