import { expect, test } from '@jest/globals';
import type { AlertContent } from '@newsdesk/core/alerting/alert.ports';
import { alertEmail, escapeHtml } from './alert-email';
import { unsubscribeHeaders } from './smtp-alert-mailer';
import { slackAlertMessage } from '../slack/slack-alert-blocks';

const content = (overrides: Partial<AlertContent> = {}): AlertContent => ({
  kind: 'alert',
  deliveryId: 'd1',
  collectionId: 'c1',
  collectionName: 'Markets & <Money>',
  collectionUrl: 'https://newsdesk.example/search?collection=c1',
  unsubscribeUrl: null,
  language: 'en',
  items: [
    {
      documentId: 'doc1',
      title: 'Rates "up"\r\nBcc: victim@example.org <img src=x onerror=alert(1)>',
      url: 'javascript:alert(1)',
      domain: 'evil.example',
      time: new Date('2026-07-01T12:00:00Z'),
      newsdeskUrl: 'https://newsdesk.example/search?docId=doc1',
      snippet: [],
      otherOutlets: 0,
    },
  ],
  period: null,
  ...overrides,
});

test('untrusted titles cannot inject HTML, headers or links', () => {
  const mail = alertEmail(content());
  expect(mail.subject).toBe('Newsdesk alert: Markets & <Money>: Rates "up" Bcc: victim@example.org <img src=x onerror=alert(1)>');
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html).not.toContain('<img');
  expect(mail.html).toContain('Rates &quot;up&quot; Bcc: victim@example.org &lt;img src=x onerror=alert(1)&gt;');
  expect(mail.html).not.toContain('javascript:');
  expect(mail.text).toContain('evil.example · 1 Jul 2026, 14:00 (Zurich)');
});

test('Slack mrkdwn: &, < and > escaped; the collection name too', () => {
  const message = slackAlertMessage(content({ items: [{ ...content().items[0]!, url: 'https://news.example/a|b', title: 'A <b> & c' }] }));
  const text = JSON.stringify(message.blocks);
  expect(text).toContain('<https://news.example/a%7Cb|A &lt;b&gt; &amp; c>');
  expect(text).toContain('New in collection *Markets &amp; &lt;Money&gt;*');
  const ping = slackAlertMessage(content({ items: [{ ...content().items[0]!, title: '<!channel> look' }] }));
  expect(ping.text).toBe('Markets &amp; &lt;Money&gt;: &lt;!channel&gt; look (evil.example)');
});

test('a digest lists every story up to Slack’s block limit, then says how many more', () => {
  const items = Array.from({ length: 30 }, (_, i) => ({ ...content().items[0]!, documentId: `d${i}`, title: `Story ${i}` }));
  const period = { frequency: 'daily' as const, start: new Date('2026-11-21T06:00:00Z'), end: new Date('2026-11-22T06:00:00Z') };
  const message = slackAlertMessage(content({ kind: 'digest', items, period }));
  expect(message.blocks.length).toBeLessThanOrEqual(50);
  expect(JSON.stringify(message.blocks)).toContain('and 10 more in Newsdesk');
  const mail = alertEmail(content({ kind: 'digest', items, period }));
  expect(mail.subject).toBe('Newsdesk daily digest: Markets & <Money> (30 stories)');
  expect(mail.text.match(/Story \d+/g)).toHaveLength(30);
});

test('alerts and digests in German and French: words, dates and the Zurich time', () => {
  const period = { frequency: 'hourly' as const, start: new Date('2026-11-21T08:00:00Z'), end: new Date('2026-11-21T09:00:00Z') };
  const item = { ...content().items[0]!, title: 'Zinsen steigen', url: 'https://news.example/z' };

  const de = alertEmail(content({ language: 'de', items: [item] }));
  expect(de.subject).toBe('Newsdesk-Alarm: Markets & <Money>: Zinsen steigen');
  expect(de.text).toContain('Ein neues Dokument passt zu Ihrer Sammlung «Markets & <Money>».');
  expect(de.text).toContain('evil.example · 1. Juli 2026, 14:00 (Zürich)');
  expect(de.text).toContain('In Newsdesk öffnen: https://newsdesk.example/search?docId=doc1');
  expect(de.html).toContain('<html lang="de">');
  const deDigest = alertEmail(content({ language: 'de', kind: 'digest', items: [item, { ...item, documentId: 'd2' }], period }));
  expect(deDigest.subject).toBe('Newsdesk – Stündliche Übersicht: Markets & <Money> (2 Meldungen)');
  expect(deDigest.text).toContain('vom 21. Nov. 2026, 09:00 bis 21. Nov. 2026, 10:00 (Zürich)');

  const fr = alertEmail(content({ language: 'fr', kind: 'digest', items: [item], period }));
  expect(fr.subject).toBe('Newsdesk – Résumé horaire : Markets & <Money> (1 sujet)');
  expect(fr.text).toContain('Ouvrir dans Newsdesk: https://newsdesk.example/search?docId=doc1');
  expect(fr.html).toContain('Ouvrir dans Newsdesk</a>');

  const slackDe = JSON.stringify(slackAlertMessage(content({ language: 'de', items: [item] })).blocks);
  expect(slackDe).toContain('Neu in der Sammlung *Markets &amp; &lt;Money&gt;*');
  expect(slackDe).toContain('|In Newsdesk öffnen>');
  const replyFr = slackAlertMessage(content({ language: 'fr', kind: 'reply', items: [item] }));
  expect(replyFr.text).toBe('+1 média: Zinsen steigen (evil.example)');
  expect(JSON.stringify(slackAlertMessage(content({ language: 'fr', kind: 'digest', items: [item], period })).blocks)).toContain(
    '1 sujet · 21 nov. 2026, 09:00 – 21 nov. 2026, 10:00 (Zurich)',
  );
});

test('the better e-mail in en, de and fr: snippet with marked terms, other outlets, collection link, unsubscribe; RFC 8058 headers', () => {
  const unsubscribeUrl = 'https://newsdesk.example/api/unsubscribe?token=c1.ZGVzaw.sig';
  const item = {
    ...content().items[0]!,
    title: 'SNB holds rate',
    url: 'https://news.example/a',
    snippet: [
      { text: 'The bank kept its policy ', highlighted: false },
      { text: 'rate', highlighted: true },
      { text: ' <steady>.', highlighted: false },
    ],
    otherOutlets: 3,
  };
  const expected = {
    en: { outlets: '+3 outlets', collection: 'Collection', unsubscribe: 'Unsubscribe from these e-mails' },
    de: { outlets: '+3 Medien', collection: 'Sammlung', unsubscribe: 'Diese E-Mails abbestellen' },
    fr: { outlets: '+3 médias', collection: 'Collection', unsubscribe: 'Se désabonner de ces e-mails' },
  } as const;
  for (const language of ['en', 'de', 'fr'] as const) {
    const mail = alertEmail(content({ language, items: [item], unsubscribeUrl }));
    const w = expected[language];
    expect(mail.text).toContain(`evil.example ${w.outlets} · `);
    expect(mail.text).toContain('The bank kept its policy *rate* <steady>.');
    expect(mail.text).toContain(`${w.collection}: Markets & <Money> · https://newsdesk.example/search?collection=c1`);
    expect(mail.text).toContain(`${w.unsubscribe}: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('The bank kept its policy <b style="background:#fff3b0">rate</b> &lt;steady&gt;.');
    expect(mail.html).toContain(`<a href="https://newsdesk.example/search?collection=c1">Markets &amp; &lt;Money&gt;</a>`);
    expect(mail.html).toContain(`<a href="${escapeHtml(unsubscribeUrl)}" style="color:#777">${w.unsubscribe}</a>`);
  }
  expect(unsubscribeHeaders(unsubscribeUrl, 'unsubscribe@newsdesk.example')).toEqual({
    'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:unsubscribe@newsdesk.example?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribeHeaders(unsubscribeUrl, undefined)).toEqual({
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribeHeaders(null, 'x@y.z')).toEqual({});
  const noLink = alertEmail(content({ items: [item] }));
  expect(noLink.text).not.toContain('Unsubscribe');
});

test('a test message: its own subject and no document list', () => {
  const mail = alertEmail(content({ kind: 'test', language: 'de' }));
  expect(mail.subject).toBe('Newsdesk-Test: Markets & <Money>');
  expect(mail.text).toContain('Dieser Kanal ist eingerichtet');
  expect(mail.html).not.toContain('<li');
});
