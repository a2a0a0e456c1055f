import { beforeEach, expect, test } from '@jest/globals';
import type { DocumentLanguage, EntityMention } from '../documents/document.types';
import { FakeClock } from '../testing/in-memory-identity';
import { InMemoryDocumentRepository } from '../testing/in-memory-documents';
import { topicMatcher } from '../topics/assign-topics';
import { IngestArticle, type RawArticle } from './ingest-article';

/** Deterministic stand-ins for the NLP adapters (those have their own tests on real data). */
const language = { detect: (text: string): DocumentLanguage => (/\b(der|die|und)\b/.test(text) ? 'de' : 'en') };
const entities = {
  extract: (text: string): EntityMention[] =>
    ['Swiss National Bank', 'Zurich']
      .filter((n) => text.includes(n))
      .map((name) => ({ name, kind: name === 'Zurich' ? 'location' : 'organization', method: 'gazetteer' })),
};
const topics = topicMatcher([
  { id: 'economy', name: 'Economy', parentId: null, keywords: ['inflation'], entities: ['Swiss National Bank'] },
]);

const body =
  'The Swiss National Bank kept its policy rate at 0.5 percent on Thursday. Chairman Martin Schlegel said in Zurich that inflation had eased, ' +
  'that the franc remained strong and that the bank was ready to intervene in the currency market. Economists had expected the decision.';

let repo: InMemoryDocumentRepository;
let clock: FakeClock;
let ingest: IngestArticle;
let n = 0;
beforeEach(() => {
  repo = new InMemoryDocumentRepository();
  clock = new FakeClock(new Date('2026-11-20T08:00:00Z'));
  ingest = new IngestArticle(
    repo,
    language,
    entities,
    async () => topics,
    { newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` },
    clock,
  );
});

const article = (overrides: Partial<RawArticle> = {}): RawArticle => ({
  url: 'https://www.news.example/snb?utm_source=rss',
  title: 'SNB holds rate',
  body,
  publishedAt: '2026-11-20T07:30:00.000Z',
  ...overrides,
});

test('a new article is enriched (language, entities, topics) and stored as the original of its story', async () => {
  const result = await ingest.execute(article());
  expect(result).toMatchObject({ outcome: 'new', isOriginal: true });
  const stored = [...repo.records.values()][0]!;
  expect(stored.canonicalUrl).toBe('https://news.example/snb');
  expect(stored.document.domain).toBe('news.example');
  expect(stored.language).toBe('en');
  expect(stored.metadata.concepts.organizations).toEqual([{ name: 'Swiss National Bank' }]);
  expect(stored.metadata.concepts.locations).toEqual([{ name: 'Zurich' }]);
  expect(stored.metadata.concepts.categories).toEqual([{ name: 'economy' }]);
  expect(repo.announced).toEqual([stored.id]);
});

test('the same article twice changes nothing; the same text at another URL is an exact duplicate', async () => {
  const first = await ingest.execute(article());
  expect(await ingest.execute(article())).toEqual({ outcome: 'duplicate', documentId: (first as { documentId: string }).documentId });
  expect(await ingest.execute(article({ url: 'https://mirror.example/snb' }))).toMatchObject({ outcome: 'duplicate' });
  expect(repo.records.size).toBe(1);
});

test('a changed text at the same URL updates the document and records the change', async () => {
  await ingest.execute(article());
  const result = await ingest.execute(article({ title: 'SNB holds rate – update', body: `${body} Markets reacted calmly.` }));
  expect(result.outcome).toBe('updated');
  expect(repo.records.size).toBe(1);
  expect(repo.revisions).toHaveLength(1);
  expect([...repo.records.values()][0]!.document.documentTitle).toBe('SNB holds rate – update');
});

test('a near-duplicate wire copy joins the story of the first-seen document; nothing vanishes', async () => {
  const original = await ingest.execute(article());
  clock.advance(3_600_000);
  const copy = await ingest.execute(
    article({
      url: 'https://other.example/wire/123',
      title: 'SNB keeps rate unchanged',
      body: body.replace('Economists had expected the decision.', 'Most economists had expected this.'),
    }),
  );
  expect(copy).toMatchObject({ outcome: 'new', isOriginal: false, storyId: (original as { storyId: string }).storyId });
  expect(repo.records.size).toBe(2);
  const unrelated = await ingest.execute(
    article({
      url: 'https://other.example/sport',
      title: 'Basel wins',
      body: 'FC Basel won 3-1 against Young Boys on Sunday evening in front of 30,000 spectators, moving to second place in the table.',
    }),
  );
  expect(unrelated).toMatchObject({ outcome: 'new', isOriginal: true });
});

test('copies older than the story window start a story of their own', async () => {
  await ingest.execute(article());
  clock.advance(4 * 24 * 3_600_000);
  expect(await ingest.execute(article({ url: 'https://other.example/late', title: 'SNB keeps rate unchanged' }))).toMatchObject({
    outcome: 'new',
    isOriginal: true,
  });
});

test('an article without text is skipped; one without URL gets a stable text key', async () => {
  expect(await ingest.execute(article({ body: 'Too short.' }))).toEqual({ outcome: 'skipped', reason: 'no text' });
  const archived = await ingest.execute(article({ url: null, sourceName: 'BBC News' }));
  expect(archived.outcome).toBe('new');
  expect([...repo.records.values()][0]!.canonicalUrl).toMatch(/^urn:newsdesk:text:[0-9a-f]{16}$/);
  expect([...repo.records.values()][0]!.document.domain).toBe('BBC News');
  expect((await ingest.execute(article({ url: null, sourceName: 'BBC News' }))).outcome).toBe('duplicate');
});

test('an article whose address is not http(s) (an archive line with javascript:, data:) is stored without one', async () => {
  for (const [i, url] of [
    'javascript:alert(document.cookie)',
    ' data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ].entries()) {
    const result = await ingest.execute(article({ url, title: `Hostile ${i}`, sourceName: 'Archive', body: `${body} (${i})` }));
    expect(result.outcome).toBe('new');
  }
  expect([...repo.records.values()].map((r) => ({ url: r.document.url, domain: r.document.domain }))).toEqual(
    Array(3).fill({ url: '', domain: 'Archive' }),
  );
});

test('NUL is dropped and other control characters become spaces (an archive line, a PDF text layer): PostgreSQL cannot store NUL', async () => {
  await ingest.execute(
    article({
      title: 'SNB holds\u0000 rate',
      body: `${body}\u0000 java\u0000script`,
      associatedText: ['Page one\fPage two\u001bthree\tfour\nfive'],
    }),
  );
  const stored = [...repo.records.values()][0]!.document;
  expect(stored.documentTitle).toBe('SNB holds rate');
  expect(stored.documentBody).toBe(`${body} javascript`);
  expect(stored.associatedText).toEqual(['Page one Page two three\tfour\nfive']);
});
