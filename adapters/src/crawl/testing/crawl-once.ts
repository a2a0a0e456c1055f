// Child process of the crash test: crawls one feed into a database, then exits.
//   tsx crawl-once.ts <database URL> <feed URL>
import { createOrm } from '../../postgres/orm';
import { crawlPipeline } from './crawl-pipeline';

const [databaseUrl, feedUrl] = process.argv.slice(2);
const orm = await createOrm({ url: databaseUrl!, poolSize: 2 });
process.stdout.write('crawling\n');
await crawlPipeline(orm).execute({ id: null, url: feedUrl!, concurrency: 1, etag: null, lastModified: null });
await orm.close(true);
