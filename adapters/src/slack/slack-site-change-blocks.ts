import { formatAlertTime } from '@newsdesk/core/alerting/alert-wording';
import type { SiteChangeContent } from '@newsdesk/core/site-monitor/site-alert-content';
import { siteAlertWording } from '@newsdesk/core/site-monitor/site-alert-wording';
import { escapeMrkdwn, type SlackMessage } from './slack-alert-blocks';

/** Slack allows 50 blocks per message and 3,000 characters per section: a digest shows this many changes. */
const MAX_CHANGES = 15;
const MAX_SECTION_CHARS = 2_900;

const link = (url: string, text: string) => `<${escapeMrkdwn(url).replace(/\|/g, '%7C')}|${escapeMrkdwn(text).replace(/\|/g, '¦')}>`;
/** Page text inside mrkdwn: the control characters escaped, and the formatting characters made inert. */
const pageText = (text: string) => escapeMrkdwn(text).replace(/([*_~`])/g, '\u200b$1\u200b');

/**
 * Block Kit for a site-monitor alert (ADR 0026): the site as a link, then per change the added and
 * removed lines (page text escaped: no pings, no links, no formatting of its own), in the site
 * owner's language.
 */
export const slackSiteChangeMessage = (content: SiteChangeContent): SlackMessage => {
  const w = siteAlertWording(content.language);
  const label = content.period ? w.digestLabel(content.period.frequency) : null;
  const heading = label ? w.digestSubject(label, content.siteName, content.changes.length) : w.subject(content.siteName);
  const blocks: Record<string, unknown>[] = [{ type: 'section', text: { type: 'mrkdwn', text: `*${link(content.siteUrl, heading)}*` } }];
  for (const change of content.changes.slice(0, MAX_CHANGES)) {
    const lines = [
      ...(change.added.length ? [`*${escapeMrkdwn(w.added)}*`, ...change.added.map((l) => `+ ${pageText(l)}`)] : []),
      ...(change.removed.length ? [`*${escapeMrkdwn(w.removed)}*`, ...change.removed.map((l) => `− ${pageText(l)}`)] : []),
      ...(change.truncated ? [`_${escapeMrkdwn(w.truncated)}_`] : []),
    ];
    blocks.push(
      { type: 'context', elements: [{ type: 'mrkdwn', text: escapeMrkdwn(w.changedAt(formatAlertTime(change.at, content.language))) }] },
      { type: 'section', text: { type: 'mrkdwn', text: lines.join('\n').slice(0, MAX_SECTION_CHARS) } },
    );
  }
  blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: link(content.monitorUrl, w.openSiteMonitor) }] });
  return { text: escapeMrkdwn(heading), blocks };
};
