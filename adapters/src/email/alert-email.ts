import type { AlertContent, AlertItem } from '@newsdesk/core/alerts/alert.ports';
import { alertWording, formatAlertTime, type AlertWording } from '@newsdesk/core/alerts/alert-wording';
import type { Language } from '@newsdesk/core/identity/user-view';

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

const itemText = (item: AlertItem, language: Language, w: AlertWording) =>
  `${oneLine(item.title)}\n${item.domain} · ${formatAlertTime(item.time, language)} (${w.zurich})\n${item.url}\n${w.openInNewsdesk}: ${item.newsdeskUrl}`;

const itemHtml = (item: AlertItem, language: Language, w: AlertWording) => {
  const href = safeHref(item.url);
  const title = escapeHtml(oneLine(item.title));
  return `<li style="margin:0 0 16px 0">
  <div style="font-size:16px;font-weight:bold">${href ? `<a href="${href}">${title}</a>` : title}</div>
  <div style="color:#555">${escapeHtml(item.domain)} · ${escapeHtml(formatAlertTime(item.time, language))} (${escapeHtml(w.zurich)}) · <a href="${safeHref(item.newsdeskUrl) ?? ''}">${escapeHtml(w.openInNewsdesk)}</a></div>
</li>`;
};

/**
 * The e-mail of an alert or digest in the recipient's language (`content.language`: a colleague's
 * own, otherwise the collection owner's; ADR 0007). Subjects are one line: a title with line
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
  } else {
    subject = w.alertSubject(name, oneLine(first.title));
    intro = w.alertIntro(name);
  }
  const footer = w.emailFooter;
  const text = [
    intro,
    '',
    ...content.items
      .map((item) => itemText(item, language, w))
      .join('\n\n')
      .split('\n'),
    '',
    '--',
    footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111">
<p>${escapeHtml(intro)}</p>
<ul style="list-style:none;padding:0">
${content.items.map((item) => itemHtml(item, language, w)).join('\n')}
</ul>
<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: subject.slice(0, 250), text, html };
};
