import { formatAlertTime } from '@newsdesk/core/alerting/alert-wording';
import type { SiteChangeContent } from '@newsdesk/core/site-monitor/site-alert-content';
import { siteAlertWording } from '@newsdesk/core/site-monitor/site-alert-wording';
import { teamsCardMessage } from './teams-adaptive-card';

/** Teams cards have a ~28 KB limit: a digest shows this many changes. */
const MAX_CHANGES = 10;

/** TextRuns of a RichTextBlock are shown as they are: page text is never read as markdown, a link or a mention. */
const literal = (text: string, options: object = {}) => ({ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text, ...options }] });

/**
 * A site-monitor alert as one Adaptive Card 1.4 (ADR 0026, envelope as ADR 0022): the site's
 * name, each change's added and removed lines, buttons to the page and the site monitor.
 */
export const teamsSiteChangeCard = (content: SiteChangeContent): object => {
  const w = siteAlertWording(content.language);
  const label = content.period ? w.digestLabel(content.period.frequency) : null;
  const heading = label ? w.digestSubject(label, content.siteName, content.changes.length) : w.subject(content.siteName);
  const body: object[] = [literal(heading, { weight: 'Bolder', size: 'Medium' }), literal(content.siteUrl, { isSubtle: true })];
  for (const change of content.changes.slice(0, MAX_CHANGES)) {
    body.push(literal(w.changedAt(formatAlertTime(change.at, content.language)), { isSubtle: true }));
    if (change.added.length)
      body.push(literal(w.added, { weight: 'Bolder', color: 'Good' }), ...change.added.map((l) => literal(`+ ${l}`)));
    if (change.removed.length)
      body.push(literal(w.removed, { weight: 'Bolder', color: 'Attention' }), ...change.removed.map((l) => literal(`− ${l}`)));
    if (change.truncated) body.push(literal(w.truncated, { isSubtle: true }));
  }
  const pageAction = /^https?:\/\//i.test(content.siteUrl) ? [{ type: 'Action.OpenUrl', title: w.openPage, url: content.siteUrl }] : [];
  return teamsCardMessage({
    fallbackText: heading,
    body,
    actions: [...pageAction, { type: 'Action.OpenUrl', title: w.openSiteMonitor, url: content.monitorUrl }],
  });
};
