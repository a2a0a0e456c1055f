import type { AlertContent, AlertItem } from '@newsdesk/core/alerting/alert.ports';
import { alertWording, formatAlertTime, type AlertWording } from '@newsdesk/core/alerting/alert-wording';
import type { Language } from '@newsdesk/core/identity/user-view';
import type { TextSegment } from '@newsdesk/core/search/highlight';

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

/** Plain text has no bold: matched words are set in *stars*, as plain-text mail readers show emphasis. */
const snippetText = (segments: readonly TextSegment[]) => oneLine(segments.map((s) => (s.highlighted ? `*${s.text}*` : s.text)).join(''));

const snippetHtml = (segments: readonly TextSegment[]) =>
  segments.map((s) => (s.highlighted ? `<b style="background:#fff3b0">${escapeHtml(s.text)}</b>` : escapeHtml(s.text))).join('');

const sourceLine = (item: AlertItem, language: Language, w: AlertWording) =>
  `${item.domain}${item.otherOutlets > 0 ? ` ${w.otherOutlets(item.otherOutlets)}` : ''} · ${formatAlertTime(item.time, language)} (${w.zurich})`;

const itemText = (item: AlertItem, language: Language, w: AlertWording) =>
  [
    oneLine(item.title),
    sourceLine(item, language, w),
    ...(item.snippet.length ? [snippetText(item.snippet)] : []),
    item.url,
    `${w.openInNewsdesk}: ${item.newsdeskUrl}`,
  ].join('\n');

const itemHtml = (item: AlertItem, language: Language, w: AlertWording) => {
  const href = safeHref(item.url);
  const title = escapeHtml(oneLine(item.title));
  const snippet = item.snippet.length ? `\n  <div style="margin:4px 0;color:#222">${snippetHtml(item.snippet)}</div>` : '';
  return `<li style="margin:0 0 16px 0">
  <div style="font-size:16px;font-weight:bold">${href ? `<a href="${href}">${title}</a>` : title}</div>
  <div style="color:#555">${escapeHtml(sourceLine(item, language, w))} · <a href="${safeHref(item.newsdeskUrl) ?? ''}">${escapeHtml(w.openInNewsdesk)}</a></div>${snippet}
</li>`;
};

/**
 * The e-mail of an alert or digest in the recipient's language (`content.language`: a colleague's
 * own, otherwise the collection owner's; ADR 0007): each document with its source, other outlets
 * ("+3 outlets") and a snippet with the collection's terms marked; the collection's name and link;
 * and, when the sender signed one, the one-click unsubscribe link (ADR 0022), which the SMTP
 * sender also puts in the List-Unsubscribe header. Subjects are one line: a title with line
 * breaks must not inject headers.
 */
export const alertEmail = (content: AlertContent): AlertEmail => {
  const { language } = content;
  const w = alertWording(language);
  const name = oneLine(content.collectionName);
  const first = content.items[0]!;
  let subject: string;
  let intro: string;
  if (content.kind === 'digest') {
    const period = content.period!;
    const label = w.digestLabel(period.frequency);
    const stories = w.stories(content.items.length);
    subject = w.digestSubject(label, name, stories);
    intro = w.digestIntro(label, name, stories, formatAlertTime(period.start, language), formatAlertTime(period.end, language));
  } else if (content.kind === 'test') {
    subject = w.testSubject(name);
    intro = w.testSnippet;
  } else {
    subject = w.alertSubject(name, oneLine(first.title));
    intro = w.alertIntro(name);
  }
  const unsubscribe = content.unsubscribeUrl;
  const footer = unsubscribe ? w.emailFooterUnsubscribe : w.emailFooter;
  const items = content.kind === 'test' ? [] : content.items;
  const text = [
    intro,
    `${w.collectionLabel}: ${name} · ${content.collectionUrl}`,
    '',
    ...items
      .map((item) => itemText(item, language, w))
      .join('\n\n')
      .split('\n'),
    ...(items.length ? [''] : []),
    '--',
    footer,
    ...(unsubscribe ? [`${w.unsubscribe}: ${unsubscribe}`] : []),
  ].join('\n');
  const collectionHref = safeHref(content.collectionUrl);
  const collectionLink = collectionHref ? `<a href="${collectionHref}">${escapeHtml(name)}</a>` : escapeHtml(name);
  const unsubscribeHref = unsubscribe ? safeHref(unsubscribe) : null;
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111">
<p>${escapeHtml(intro)}</p>
<p style="color:#555">${escapeHtml(w.collectionLabel)}: ${collectionLink}</p>
<ul style="list-style:none;padding:0">
${items.map((item) => itemHtml(item, language, w)).join('\n')}
</ul>
<p style="color:#777;font-size:12px">${escapeHtml(footer)}${unsubscribeHref ? ` <a href="${unsubscribeHref}" style="color:#777">${escapeHtml(w.unsubscribe)}</a>` : ''}</p>
</body></html>`;
  return { subject: subject.slice(0, 250), text, html };
};
