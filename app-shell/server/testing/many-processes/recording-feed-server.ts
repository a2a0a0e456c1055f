import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One article of a served feed: its full text goes into content:encoded, so no page is fetched. */
export interface ServedArticle {
  title: string;
  body: string;
  /** The article's path on this server, e.g. `/articles/3` (its link and canonical URL). */
  path: string;
  published: Date;
}

export interface RecordingFeedServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `url` + the feed's path. */
  feedUrl(name: string): string;
  /** Fetches of each feed so far. */
  fetches(name: string): number;
  /** The most fetches of one feed that were in progress at the same time (1 = never overlapped). */
  mostAtOnce(name: string): number;
  stop(): Promise<void>;
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** An RSS 2.0 feed of the articles with their full texts, as a wire service's full-content feed. */
export const rssFeedXml = (
  title: string,
  baseUrl: string,
  articles: readonly ServedArticle[],
): string => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(baseUrl)}</link>
    <description>${escapeXml(title)}</description>
${articles
  .map(
    (a) => `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${escapeXml(baseUrl + a.path)}</link>
      <guid isPermaLink="true">${escapeXml(baseUrl + a.path)}</guid>
      <pubDate>${a.published.toUTCString()}</pubDate>
      <description>${escapeXml(a.body.slice(0, 200))}</description>
      <content:encoded>${escapeXml(a.body)}</content:encoded>
    </item>`,
  )
  .join('\n')}
  </channel>
</rss>
`;

/**
 * A local HTTP server for crawling tests and benchmarks: serves each named feed at `/<name>.xml`
 * after `delayMs` (a slow publisher, so two crawls of one source at once would overlap here),
 * and records how many fetches of each feed were in progress at the same time.
 */
export const startRecordingFeedServer = async (
  feeds: ReadonlyMap<string, readonly ServedArticle[]>,
  delayMs = 0,
): Promise<RecordingFeedServer> => {
  const counts = new Map<string, { total: number; now: number; most: number }>();
  let baseUrl = '';
  const server = http.createServer((request, response) => {
    const name = /^\/([\w-]+)\.xml$/.exec(request.url ?? '')?.[1];
    const articles = name === undefined ? undefined : feeds.get(name);
    if (!name || !articles) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such feed');
      return;
    }
    const count = counts.get(name) ?? { total: 0, now: 0, most: 0 };
    counts.set(name, count);
    count.total += 1;
    count.now += 1;
    count.most = Math.max(count.most, count.now);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      count.now -= 1;
    };
    // a fetch ends when the response is sent or the client gives up
    response.on('close', finish);
    setTimeout(() => {
      response
        .writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' })
        .end(rssFeedXml(`Feed ${name}`, baseUrl, articles), finish);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    feedUrl: (name) => `${baseUrl}/${name}.xml`,
    fetches: (name) => counts.get(name)?.total ?? 0,
    mostAtOnce: (name) => counts.get(name)?.most ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
