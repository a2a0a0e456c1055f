import { describe, expect, test } from '@jest/globals';
import type { SiteChangeContent } from '@newsdesk/core/site-monitor/site-alert-content';
import { siteChangeEmail } from '../email/site-change-email';
import { slackSiteChangeMessage } from '../slack/slack-site-change-blocks';
import { teamsSiteChangeCard } from '../teams/teams-site-change-card';

/** Page text is untrusted: each channel escapes it its own way (ADR 0026). */
const AT = new Date('2026-11-27T06:10:00Z');
const content = (overrides: Partial<SiteChangeContent> = {}): SiteChangeContent => ({
  kind: 'site_change',
  deliveryId: 'd1',
  siteId: 's1',
  siteName: 'Council <b>press</b>',
  siteUrl: 'https://council.example/press',
  monitorUrl: 'https://newsdesk.example/site-monitor',
  unsubscribeUrl: null,
  language: 'en',
  changes: [
    {
      at: AT,
      added: ['<script>alert(1)</script> <!channel> *bold* <https://evil.example|click>'],
      removed: ['Old & gone'],
      truncated: true,
    },
  ],
  period: null,
  ...overrides,
});

describe('site change messages', () => {
  test('e-mail: subject on one line, every interpolation HTML-escaped, added and removed lines in both parts', () => {
    const mail = siteChangeEmail(content({ siteName: 'Council\r\nBcc: x@evil.example' }));
    expect(mail.subject).toBe('Change on Council Bcc: x@evil.example');
    const html = siteChangeEmail(content()).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Council &lt;b&gt;press&lt;/b&gt;');
    expect(html).toContain('Old &amp; gone');
    const text = siteChangeEmail(content()).text;
    expect(text).toContain('+ <script>alert(1)</script>');
    expect(text).toContain('- Old & gone');
    expect(text).toContain('https://council.example/press');
    expect(text).toContain('The change is longer');
  });

  test('Slack: no pings, links or formatting from page text', () => {
    const message = slackSiteChangeMessage(content());
    const all = JSON.stringify(message.blocks);
    expect(all).not.toContain('<!channel>');
    expect(all).not.toContain('<https://evil.example|click>');
    expect(all).toContain('&lt;!channel&gt;');
    // formatting characters are set apart by zero-width spaces, so *bold* stays as typed
    expect(all).toContain('\u200b*\u200bbold\u200b*\u200b');
    expect(message.text).toBe('Change on Council &lt;b&gt;press&lt;/b&gt;');
  });

  test('Teams: page text only in TextRuns (rendered as they are), buttons to the page and the site monitor', () => {
    const card = teamsSiteChangeCard(content()) as {
      attachments: { content: { body: { type: string; inlines: { text: string }[] }[]; actions: { url: string }[] } }[];
    };
    const { body, actions } = card.attachments[0]!.content;
    expect(body.every((b) => b.type === 'RichTextBlock')).toBe(true);
    expect(body.flatMap((b) => b.inlines.map((i) => i.text))).toContain(
      '+ <script>alert(1)</script> <!channel> *bold* <https://evil.example|click>',
    );
    expect(actions.map((a) => a.url)).toEqual(['https://council.example/press', 'https://newsdesk.example/site-monitor']);
  });

  test('a digest names its period and counts its changes', () => {
    const digest = content({
      period: { frequency: 'daily', start: new Date('2026-11-27T06:00:00Z'), end: new Date('2026-11-28T06:00:00Z') },
      changes: [content().changes[0]!, { at: AT, added: ['x'], removed: [], truncated: false }],
    });
    expect(siteChangeEmail(digest).subject).toBe('Daily digest: 2 changes on Council <b>press</b>');
    expect(slackSiteChangeMessage({ ...digest, language: 'de' }).text).toContain('Tägliche Zusammenfassung');
  });
});
