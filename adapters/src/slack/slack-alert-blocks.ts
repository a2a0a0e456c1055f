import type { AlertContent, AlertItem } from '@newsdesk/core/alerts/alert.ports';
import { formatZurichTime } from '@newsdesk/core/alerts/digest-period';

/** Slack's mrkdwn treats &, < and > as control characters; titles from the web are untrusted. */
export const escapeMrkdwn = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A URL inside <…|…>: the same escaping, and no `|` (it would end the URL). */
const escapeUrl = (url: string): string => escapeMrkdwn(url).replace(/\|/g, '%7C');

const link = (url: string, text: string) => `<${escapeUrl(url)}|${escapeMrkdwn(text).replace(/\|/g, '¦')}>`;

/** Slack allows 50 blocks per message: a digest shows this many items, then "and N more". */
const MAX_DIGEST_ITEMS = 20;

const itemBlocks = (item: AlertItem) => [
  { type: 'section', text: { type: 'mrkdwn', text: `*${link(item.url, item.title)}*` } },
  {
    type: 'context',
    elements: [{ type: 'mrkdwn', text: `${escapeMrkdwn(item.domain)} · ${formatZurichTime(item.time)} (Zurich) · ${link(item.newsdeskUrl, 'Open in Newsdesk')}` }],
  },
];

export interface SlackMessage {
  /** Notification and fallback text; escaped too, or a title with `<!channel>` would ping everyone. */
  text: string;
  blocks: Record<string, unknown>[];
}

/** Block Kit for an alert (title as link, source domain, time in Zurich, link to Newsdesk), a thread reply or a digest. */
export const slackAlertMessage = (content: AlertContent): SlackMessage => {
  const name = escapeMrkdwn(content.collectionName);
  const first = content.items[0]!;
  if (content.kind === 'reply') {
    return {
      text: escapeMrkdwn(`+1 outlet: ${first.title} (${first.domain})`),
      blocks: [{ type: 'context', elements: [{ type: 'mrkdwn', text: `+1 outlet: ${link(first.url, first.title)} · ${escapeMrkdwn(first.domain)} · ${formatZurichTime(first.time, false)}` }] }],
    };
  }
  if (content.kind === 'alert') {
    return {
      text: escapeMrkdwn(`${content.collectionName}: ${first.title} (${first.domain})`),
      blocks: [{ type: 'context', elements: [{ type: 'mrkdwn', text: `New in collection *${name}*` }] }, ...itemBlocks(first)],
    };
  }
  const period = content.period!;
  const label = period.frequency === 'hourly' ? 'Hourly digest' : 'Daily digest';
  const shown = content.items.slice(0, MAX_DIGEST_ITEMS);
  const more = content.items.length - shown.length;
  const stories = content.items.length === 1 ? '1 story' : `${content.items.length} stories`;
  return {
    text: escapeMrkdwn(`${label} of ${content.collectionName}: ${stories}`),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: `${label}: ${content.collectionName}`.slice(0, 150) } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: `${stories} · ${formatZurichTime(period.start)} – ${formatZurichTime(period.end)} (Zurich)` }] },
      ...shown.flatMap(itemBlocks),
      ...(more > 0 ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: `and ${more} more in Newsdesk` }] }] : []),
    ],
  };
};
