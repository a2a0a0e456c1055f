import { alertWording, formatAlertTime } from '@newsdesk/core/alerting/alert-wording';
import type { SiteChangeContent, SiteChangeLines } from '@newsdesk/core/site-monitor/site-alert-content';
import { siteAlertWording, type SiteAlertWording } from '@newsdesk/core/site-monitor/site-alert-wording';
import { escapeHtml, type AlertEmail } from './alert-email';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const safeHref = (url: string): string | null => (/^https?:\/\//i.test(url) ? escapeHtml(url) : null);

const changeText = (change: SiteChangeLines, content: SiteChangeContent, w: SiteAlertWording) =>
  [
    w.changedAt(formatAlertTime(change.at, content.language)),
    ...(change.added.length ? [`${w.added}:`, ...change.added.map((l) => `+ ${l}`)] : []),
    ...(change.removed.length ? [`${w.removed}:`, ...change.removed.map((l) => `- ${l}`)] : []),
    ...(change.truncated ? [w.truncated] : []),
  ].join('\n');

const lineList = (label: string, lines: string[], color: string, sign: string) =>
  lines.length
    ? `<p style="margin:8px 0 2px 0;font-weight:bold">${escapeHtml(label)}</p>
<ul style="margin:0;padding-left:18px;color:${color}">${lines.map((l) => `<li>${sign} ${escapeHtml(l)}</li>`).join('')}</ul>`
    : '';

const changeHtml = (change: SiteChangeLines, content: SiteChangeContent, w: SiteAlertWording) =>
  `<div style="margin:0 0 16px 0">
<div style="color:#555">${escapeHtml(w.changedAt(formatAlertTime(change.at, content.language)))}</div>
${lineList(w.added, change.added, '#1a7f37', '+')}
${lineList(w.removed, change.removed, '#b42318', '−')}${change.truncated ? `\n<p style="color:#777">${escapeHtml(w.truncated)}</p>` : ''}
</div>`;

/**
 * The e-mail of a site-monitor alert (ADR 0026): the site's name and address, each change's added
 * and removed lines (capped in core, siteChangeLines), links to the page and the site monitor.
 * Page text is untrusted: every interpolation is HTML-escaped, only http(s) hrefs, one-line subject.
 * With a signed unsubscribe link the footer offers it, as a collection's alert does (RFC 8058).
 */
export const siteChangeEmail = (content: SiteChangeContent): AlertEmail => {
  const w = siteAlertWording(content.language);
  const unsubscribeLabel = alertWording(content.language).unsubscribe;
  const name = oneLine(content.siteName);
  const count = content.changes.length;
  const label = content.period ? w.digestLabel(content.period.frequency) : null;
  const subject = label && content.period ? w.digestSubject(label, name, count) : w.subject(name);
  const intro =
    label && content.period
      ? w.digestIntro(
          label,
          name,
          count,
          formatAlertTime(content.period.start, content.language),
          formatAlertTime(content.period.end, content.language),
        )
      : w.intro(name);
  const text = [
    intro,
    `${name} · ${content.siteUrl}`,
    '',
    ...content.changes
      .map((c) => changeText(c, content, w))
      .join('\n\n')
      .split('\n'),
    '',
    `${w.openSiteMonitor}: ${content.monitorUrl}`,
    '--',
    w.footer,
    ...(content.unsubscribeUrl ? [`${unsubscribeLabel}: ${content.unsubscribeUrl}`] : []),
  ].join('\n');
  const pageHref = safeHref(content.siteUrl);
  const monitorHref = safeHref(content.monitorUrl);
  const unsubscribeHref = content.unsubscribeUrl ? safeHref(content.unsubscribeUrl) : null;
  const html = `<!doctype html>
<html lang="${content.language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111">
<p>${escapeHtml(intro)}</p>
<p style="color:#555">${pageHref ? `<a href="${pageHref}">${escapeHtml(name)}</a>` : escapeHtml(name)} · ${escapeHtml(content.siteUrl)}</p>
${content.changes.map((c) => changeHtml(c, content, w)).join('\n')}
${monitorHref ? `<p><a href="${monitorHref}">${escapeHtml(w.openSiteMonitor)}</a></p>` : ''}
<p style="color:#777;font-size:12px">${escapeHtml(w.footer)}${
    unsubscribeHref ? ` <a href="${unsubscribeHref}" style="color:#555">${escapeHtml(unsubscribeLabel)}</a>` : ''
  }</p>
</body></html>`;
  return { subject: oneLine(subject).slice(0, 250), text, html };
};
