import { expect, test } from '@jest/globals';
import type { IngestArticle } from '../ingestion/ingest-article';
import { SourceImageOnFirstCrawl } from './source-image-on-first-crawl';

type Article = Parameters<IngestArticle['execute']>[0];
const article = (url: string | null): Article => ({ url, title: 't', body: 'b', publishedAt: null, sourceId: null, associatedText: [] });

test('each new domain is fetched once per process, beside the ingestion, whatever the fetch does', async () => {
  const fetched: string[] = [];
  const errors: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const watcher = new SourceImageOnFirstCrawl(
    {
      execute: async (domain, siteUrl) => {
        fetched.push(`${domain} ${siteUrl}`);
        await gate;
        if (domain === 'broken.example') throw new Error('database down');
        return 'stored';
      },
    },
    (error, domain) => errors.push(`${domain}: ${(error as Error).message}`),
  );
  const outcomes = ['new', 'duplicate', 'skipped', 'new'] as const;
  let call = 0;
  const ingest = watcher.wrap({
    execute: async () =>
      outcomes[call++] === 'skipped'
        ? { outcome: 'skipped', reason: 'too short' }
        : { outcome: 'new', documentId: 'd', storyId: 's', isOriginal: true },
  });
  // the ingestion answers while the first fetch is still waiting
  expect((await ingest.execute(article('https://www.srf.ch/a'))).outcome).toBe('new');
  await ingest.execute(article('https://srf.ch/b'));
  await ingest.execute(article('https://skipped.example/c'));
  await ingest.execute(article('https://broken.example/d'));
  await ingest.execute(article(null));
  expect(fetched).toEqual(['srf.ch https://www.srf.ch/a']);
  release();
  await watcher.idle();
  expect(fetched).toEqual(['srf.ch https://www.srf.ch/a', 'broken.example https://broken.example/d']);
  expect(errors).toEqual(['broken.example: database down']);
  // a domain whose fetch threw is tried again the next time it is seen
  watcher.notice('https://broken.example/e');
  await watcher.idle();
  expect(fetched).toHaveLength(3);
});
