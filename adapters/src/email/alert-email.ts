import type { AlertContent, AlertItem } from '@newsdesk/core/alerts/alert.ports';
import { formatZurichTime } from '@newsdesk/core/alerts/digest-period';

/** Titles, domains and URLs come from the web: every interpolation into HTML goes through this. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only http(s) links become hrefs; anything else (javascript:, data:) is shown as text only. */
const safeHref = (url: string): string | null => (/^https?:\/\//i.test(url) ? escapeHtml(url) : null);

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const itemText = (item: AlertItem) =>
  `${oneLine(item.title)}\n${item.domain} · ${formatZurichTime(item.time)} (Zurich)\n${item.url}\nOpen in Newsdesk: ${item.newsdeskUrl}`;

const itemHtml = (item: AlertItem) => {
  const href = safeHref(item.url);
  const title = escapeHtml(oneLine(item.title));
  return `<li style="margin:0 0 16px 0">
  <div style="font-size:16px;font-weight:bold">${href ? `<a href="${href}">${title}</a>` : title}</div>
  <div style="color:#555">${escapeHtml(item.domain)} · ${escapeHtml(formatZurichTime(item.time))} (Zurich) · <a href="${safeHref(item.newsdeskUrl) ?? ''}">Open in Newsdesk</a></div>
</li>`;
};

/**
 * The e-mail of an alert or digest, in English (an external recipient's language is unknown;
 * ADR 0007). Subjects are one line: a title with line breaks must not inject headers.
 */
export const alertEmail = (content: AlertContent): AlertEmail => {
  const name = oneLine(content.collectionName);
  const first = content.items[0]!;
  let subject: string;
  let intro: string;
  if (content.kind === 'digest') {
    const period = content.period!;
    const label = period.frequency === 'hourly' ? 'Hourly digest' : 'Daily digest';
    const stories = content.items.length === 1 ? '1 story' : `${content.items.length} stories`;
    subject = `Newsdesk ${label.toLowerCase()}: ${name} (${stories})`;
    intro = `${label} of your collection “${name}”: ${stories} from ${formatZurichTime(period.start)} to ${formatZurichTime(period.end)} (Zurich).`;
  } else {
    subject = `Newsdesk alert: ${name}: ${oneLine(first.title)}`;
    intro = `A new document matches your collection “${name}”.`;
  }
  const footer = 'You receive this because this address is set for alerts on the collection in Newsdesk. Its owner can remove it there.';
  const text = [intro, '', ...content.items.map(itemText).join('\n\n').split('\n'), '', '--', footer].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#111">
<p>${escapeHtml(intro)}</p>
<ul style="list-style:none;padding:0">
${content.items.map(itemHtml).join('\n')}
</ul>
<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: subject.slice(0, 250), text, html };
};
