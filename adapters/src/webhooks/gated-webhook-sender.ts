import { DeliveryFailure, type WebhookAlerts, type WebhookMessage } from '@newsdesk/core/alerting/alert.ports';
import { PROVIDER_FAILURES } from '@newsdesk/core/alerting/delivery-problem';
import type { SafeHttpGate } from '../fetch/safe-http-gate';
import { postThroughGate } from './post-through-gate';
import { signWebhook } from './standard-webhook-signature';

/**
 * Alert webhooks (ADR 0022): the JSON body POSTed through the outbound gate (SSRF-safe, timed out,
 * capped) with Standard Webhooks headers. The id stays the same on every retry; the timestamp and
 * signature are those of each attempt. What a non-2xx answer means is `postThroughGate`'s rule.
 */
export class GatedWebhookSender implements WebhookAlerts {
  constructor(private readonly gate: Pick<SafeHttpGate, 'post'>) {}

  async post(url: string, secret: string, message: WebhookMessage): Promise<void> {
    if (!secret) throw new DeliveryFailure('Webhook: no signing secret', { code: PROVIDER_FAILURES.webhook, permanent: true });
    await postThroughGate(
      this.gate,
      'Webhook',
      url,
      {
        'content-type': 'application/json',
        'webhook-id': message.id,
        'webhook-timestamp': String(message.timestamp),
        'webhook-signature': signWebhook(secret, message.id, message.timestamp, message.body),
      },
      message.body,
    );
  }
}
