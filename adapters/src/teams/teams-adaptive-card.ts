import type { AlertContent } from '@newsdesk/core/alerting/alert.ports';
import { alertWording, formatAlertTime } from '@newsdesk/core/alerting/alert-wording';

/** A card with more documents than this links to Newsdesk for the rest (Teams cards have a ~28 KB limit). */
const MAX_ITEMS = 10;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The envelope a Teams incoming webhook or Workflows trigger takes around one Adaptive Card 1.4
 * (ADR 0022), for alerts and site changes alike. `fallbackText` is the heading: what Teams shows in
 * a notification.
 */
export const teamsCardMessage = (card: { fallbackText: string; body: object[]; actions: object[] }): object => ({
  type: 'message',
  attachments: [
    {
      contentType: 'application/vnd.microsoft.card.adaptive',
      contentUrl: null,
      content: {
        $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
        type: 'AdaptiveCard',
        version: '1.4',
        fallbackText: card.fallbackText,
        body: card.body,
        actions: card.actions,
        msteams: { width: 'Full' },
      },
    },
  ],
});

/**
 * The message a Teams incoming webhook or Workflows trigger takes: one Adaptive Card (schema 1.4,
 * which both accept) with the collection's name, each document's title, source, time and snippet,
 * and buttons to the document and the collection. Text goes into TextBlocks as it is: titles from
 * the web are shown, never interpreted as a link or a mention (Adaptive Cards render no HTML).
 */
export const teamsAlertCard = (content: AlertContent): object => {
  const { language } = content;
  const w = alertWording(language);
  const name = oneLine(content.collectionName);
  const heading =
    content.kind === 'digest' && content.period
      ? w.digestNotice(w.digestLabel(content.period.frequency), name, w.stories(content.items.length))
      : content.kind === 'test'
        ? w.testSubject(name)
        : w.newInCollection(name);
  const shown = content.items.slice(0, MAX_ITEMS);
  const body: object[] = [{ type: 'TextBlock', text: heading, weight: 'Bolder', size: 'Medium', wrap: true }];
  for (const item of shown) {
    const outlets = item.otherOutlets > 0 ? ` · ${w.otherOutlets(item.otherOutlets)}` : '';
    const snippet = oneLine(item.snippet.map((s) => s.text).join(''));
    const terms = [...new Set(item.snippet.filter((s) => s.highlighted).map((s) => s.text))];
    body.push(
      { type: 'TextBlock', text: oneLine(item.title), weight: 'Bolder', wrap: true, separator: true, spacing: 'Medium' },
      {
        type: 'TextBlock',
        text: `${item.domain} · ${formatAlertTime(item.time, language)} (${w.zurich})${outlets}`,
        isSubtle: true,
        spacing: 'None',
        wrap: true,
      },
      ...(snippet ? [{ type: 'TextBlock', text: snippet, wrap: true, maxLines: 4 }] : []),
      ...(terms.length ? [{ type: 'TextBlock', text: terms.join(' · '), isSubtle: true, size: 'Small', wrap: true }] : []),
      {
        type: 'ActionSet',
        actions: [
          ...(/^https?:\/\//i.test(item.url) && item.url !== item.newsdeskUrl
            ? [{ type: 'Action.OpenUrl', title: item.domain || item.url, url: item.url }]
            : []),
          { type: 'Action.OpenUrl', title: w.openInNewsdesk, url: item.newsdeskUrl },
        ],
      },
    );
  }
  if (content.items.length > shown.length)
    body.push({ type: 'TextBlock', text: w.andMoreInNewsdesk(content.items.length - shown.length), isSubtle: true, wrap: true });
  return teamsCardMessage({
    fallbackText: heading,
    body,
    actions: [{ type: 'Action.OpenUrl', title: `${w.openCollection}: ${name}`, url: content.collectionUrl }],
  });
};
