import { validateEmailChip, validateSlackChip } from './collection-validation';
import type { SlackDirectory } from './slack-directory.ports';

/** What the collection editor asks Slack while chips are typed: same format rules as saving. */
export class SlackLookup {
  constructor(private readonly slack: SlackDirectory) {}

  async channel(chip: string): Promise<{ channel: string; exists: boolean }> {
    const channel = validateSlackChip(chip);
    return { channel, exists: await this.slack.channelExists(channel) };
  }

  async userByEmail(email: string): Promise<{ id: string; name: string } | null> {
    return this.slack.userByEmail(validateEmailChip(email));
  }
}
