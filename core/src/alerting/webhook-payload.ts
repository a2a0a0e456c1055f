import { siteChangeWebhookBody } from '../site-monitor/site-alert-webhook';
import type { AlertContent, AlertMessage, WebhookMessage } from './alert.ports';

/** What a receiver can rely on: `type` says what happened, `data` carries it (ADR 0022; `site.*` ADR 0026). */
export type WebhookEventType = 'collection.alert' | 'collection.digest' | 'collection.test' | 'site.change' | 'site.digest';

const EVENT_TYPES: Record<AlertContent['kind'], WebhookEventType> = {
  alert: 'collection.alert',
  // copies are not sent to webhooks (plan-deliveries.ts); a reply would be an alert of one more outlet
  reply: 'collection.alert',
  digest: 'collection.digest',
  test: 'collection.test',
};

/**
 * The JSON a webhook receives, in the envelope Standard Webhooks recommends (`type`,
 * `timestamp`, `data`). The snippet goes as plain text with the matched words listed beside it,
 * so a receiver needs no markup rules of ours. The message id is the delivery's: a retried call
 * carries the same id and a receiver can drop it.
 */
export const webhookMessage = (content: AlertMessage, at: Date): WebhookMessage => {
  const body = content.kind === 'site_change' ? siteChangeWebhookBody(content, at) : collectionBody(content, at);
  return { id: `msg_${content.deliveryId}`, timestamp: Math.floor(at.getTime() / 1000), body: JSON.stringify(body) };
};

const collectionBody = (content: AlertContent, at: Date) => {
  return {
    type: EVENT_TYPES[content.kind],
    timestamp: at.toISOString(),
    data: {
      deliveryId: content.deliveryId,
      collection: { id: content.collectionId, name: content.collectionName, url: content.collectionUrl },
      language: content.language,
      period: content.period
        ? { frequency: content.period.frequency, start: content.period.start.toISOString(), end: content.period.end.toISOString() }
        : null,
      documents: content.items.map((item) => ({
        id: item.documentId,
        title: item.title,
        url: item.url,
        domain: item.domain,
        time: item.time.toISOString(),
        newsdeskUrl: item.newsdeskUrl,
        snippet: item.snippet.map((s) => s.text).join(''),
        matchedTerms: [...new Set(item.snippet.filter((s) => s.highlighted).map((s) => s.text))],
        otherOutlets: item.otherOutlets,
      })),
    },
  };
};
