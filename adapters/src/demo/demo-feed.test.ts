import { expect, test } from '@jest/globals';
import { XmlFeedParser } from '../feeds/xml-feed-parser';
import { demoFeedXml, DEMO_FEED_INTERVAL_MS } from './demo-feed';

const parse = (xml: string) => new XmlFeedParser().parse(new TextEncoder().encode(xml), 'application/rss+xml');

test('the demo feed is valid RSS with full texts, the same for everyone at one time, and grows every two minutes', () => {
  const now = new Date('2026-11-21T12:00:30Z');
  const feed = parse(demoFeedXml('de', now, 'http://127.0.0.1:3000/demo-feeds/de.xml'));
  expect(feed.format).toBe('rss2');
  expect(feed.items).toHaveLength(12);
  expect(feed.items[0]!.content!.length).toBeGreaterThan(200);
  expect(feed.items[0]!.link).toMatch(/^https:\/\/[a-z-]+\.example\//);
  expect(parse(demoFeedXml('de', now, 'x')).items.map((i) => i.guid)).toEqual(feed.items.map((i) => i.guid));
  const later = parse(demoFeedXml('de', new Date(now.getTime() + DEMO_FEED_INTERVAL_MS), 'x'));
  expect(later.items[1]!.guid).toBe(feed.items[0]!.guid);
  expect(later.items[0]!.guid).not.toBe(feed.items[0]!.guid);
  expect(parse(demoFeedXml('fr', now, 'x')).items[0]!.guid).not.toBe(feed.items[0]!.guid);
});

test('the topics take turns: any 12 items of a feed hold every topic twice', () => {
  for (const minutes of [0, 2, 4, 6, 10, 600]) {
    const feed = parse(demoFeedXml('fr', new Date(Date.parse('2026-11-21T12:00:30Z') + minutes * 60_000), 'x'));
    const counts = new Map<string, number>();
    for (const item of feed.items) {
      const topic = new URL(item.link!).pathname.split('/')[1]!;
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual([2, 2, 2, 2, 2, 2]);
  }
});
