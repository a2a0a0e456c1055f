import type { AlertMessage, TeamsAlerts } from '@newsdesk/core/alerting/alert.ports';
import type { SafeHttpGate } from '../fetch/safe-http-gate';
import { postThroughGate } from '../webhooks/post-through-gate';
import { teamsAlertCard } from './teams-adaptive-card';
import { teamsSiteChangeCard } from './teams-site-change-card';

/**
 * Alerts to Microsoft Teams (ADR 0022): an Adaptive Card POSTed to the channel's incoming-webhook
 * or Workflows URL through the outbound gate. The URL is the credential (Teams signs it in its
 * query), so it is the only thing stored; answers are read as for webhooks.
 */
export class GatedTeamsSender implements TeamsAlerts {
  constructor(private readonly gate: Pick<SafeHttpGate, 'post'>) {}

  async post(url: string, content: AlertMessage): Promise<void> {
    const card = content.kind === 'site_change' ? teamsSiteChangeCard(content) : teamsAlertCard(content);
    await postThroughGate(this.gate, 'Teams', url, { 'content-type': 'application/json' }, JSON.stringify(card));
  }
}
