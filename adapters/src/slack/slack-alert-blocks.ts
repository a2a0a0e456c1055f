import type { AlertContent, AlertItem } from '@newsdesk/core/alerting/alert.ports';
import { alertWording, formatAlertTime, type AlertWording } from '@newsdesk/core/alerting/alert-wording';
import type { Language } from '@newsdesk/core/identity/user-view';

/** Slack's mrkdwn treats &, < and > as control characters; titles from the web are untrusted. */
export const escapeMrkdwn = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A URL inside <…|…>: the same escaping, and no `|` (it would end the URL). */
const escapeUrl = (url: string): string => escapeMrkdwn(url).replace(/\|/g, '%7C');

const link = (url: string, text: string) => `<${escapeUrl(url)}|${escapeMrkdwn(text).replace(/\|/g, '¦')}>`;

/** Slack allows 50 blocks per message: a digest shows this many items, then "and N more". */
const MAX_DIGEST_ITEMS = 20;

const itemBlocks = (item: AlertItem, language: Language, w: AlertWording) => [
  { type: 'section', text: { type: 'mrkdwn', text: `*${link(item.url, item.title)}*` } },
  {
    type: 'context',
    elements: [
      {
        type: 'mrkdwn',
        text: `${escapeMrkdwn(item.domain)} · ${formatAlertTime(item.time, language)} (${w.zurich}) · ${link(item.newsdeskUrl, w.openInNewsdesk)}`,
      },
    ],
  },
];

export interface SlackMessage {
  /** Notification and fallback text; escaped too, or a title with `<!channel>` would ping everyone. */
  text: string;
  blocks: Record<string, unknown>[];
}

/**
 * Block Kit for an alert (title as link, source domain, time in Zurich, link to Newsdesk), a
 * thread reply or a digest, in the collection owner's language (`content.language`).
 */
export const slackAlertMessage = (content: AlertContent): SlackMessage => {
  const { language } = content;
  const w = alertWording(language);
  const name = escapeMrkdwn(content.collectionName);
  const first = content.items[0]!;
  if (content.kind === 'reply') {
    return {
      text: escapeMrkdwn(`${w.plusOneOutlet}: ${first.title} (${first.domain})`),
      blocks: [
        {
          type: 'context',
          elements: [
            {
              type: 'mrkdwn',
              text: `${w.plusOneOutlet}: ${link(first.url, first.title)} · ${escapeMrkdwn(first.domain)} · ${formatAlertTime(first.time, language, false)}`,
            },
          ],
        },
      ],
    };
  }
  if (content.kind === 'alert' || content.kind === 'test') {
    // a test (the collection editor's "send test", ADR 0022) looks like an alert with its own heading
    const heading = content.kind === 'test' ? escapeMrkdwn(w.testSubject(content.collectionName)) : w.newInCollection(`*${name}*`);
    return {
      text: escapeMrkdwn(`${content.collectionName}: ${first.title} (${first.domain})`),
      blocks: [{ type: 'context', elements: [{ type: 'mrkdwn', text: heading }] }, ...itemBlocks(first, language, w)],
    };
  }
  const period = content.period!;
  const label = w.digestLabel(period.frequency);
  const shown = content.items.slice(0, MAX_DIGEST_ITEMS);
  const more = content.items.length - shown.length;
  const stories = w.stories(content.items.length);
  return {
    text: escapeMrkdwn(w.digestNotice(label, content.collectionName, stories)),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: `${label}: ${content.collectionName}`.slice(0, 150) } },
      {
        type: 'context',
        elements: [
          {
            type: 'mrkdwn',
            text: `${stories} · ${formatAlertTime(period.start, language)} – ${formatAlertTime(period.end, language)} (${w.zurich})`,
          },
        ],
      },
      ...shown.flatMap((item) => itemBlocks(item, language, w)),
      ...(more > 0 ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: w.andMoreInNewsdesk(more) }] }] : []),
    ],
  };
};
