import path from 'node:path';
import pino from 'pino';
import { IngestCommand } from '@newsdesk/adapters/cli/ingest-command';
import { ProgressBar } from '@newsdesk/adapters/cli/progress-bar';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';
import { CrawlSource } from '@newsdesk/core/ingestion/crawl-source';
import { IngestArticle } from '@newsdesk/core/ingestion/ingest-article';
import { FeedParser } from '@newsdesk/core/ingestion/ingestion.ports';
import { SourceImageOnFirstCrawl } from '@newsdesk/core/source-images/source-image-on-first-crawl';
import { loadConfig } from '../config';
import { buildContainer } from '../container';
import { openDatabase } from '../open-database';
import { exitWithFailure } from './cli-failure';

const PROGRAM = 'npm run ingest';

const USAGE = `Usage: npm run ingest -- <feed URL | file | folder> [more …]
  feed URL      crawled through the outbound gate (article pages and PDFs fetched)
  file          RSS/Atom/RDF feed file (.xml .rss .atom .rdf, optionally .gz) or JSON-lines archive (.jsonl, .jsonl.gz)
  folder        every such file below it
Uses DATABASE_URL, or the demo database under .newsdesk/ when it is not set.`;

const main = async () => {
  const targets = process.argv.slice(2).filter((a) => a !== '--');
  if (targets.length === 0 || targets.includes('--help')) {
    console.log(USAGE);
    process.exit(targets.length === 0 ? 2 : 0);
  }
  const config = loadConfig(process.env);
  // beside a running `npm start` in demo mode this is its PostgreSQL, left running afterwards
  const database = await openDatabase(config, PROGRAM, (line) => console.error(`  note: ${line}`));
  const orm = await createOrm({ url: database.url, poolSize: 4 }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  try {
    await migrate(orm);
    const container = buildContainer(config, orm, pino({ level: 'silent' }));
    const bar = new ProgressBar('ingest', null);
    const command = new IngestCommand({
      ingest: container.get(IngestArticle),
      crawl: container.get(CrawlSource),
      parser: container.get(FeedParser),
      onProgress: (t, current) =>
        bar.update(t.fetched, `new ${t.new} · duplicates ${t.duplicates} · errors ${t.errors} · ${path.basename(current)}`),
    });
    const totals = await command.run(targets);
    // the icons of domains seen for the first time are fetched beside the import (ADR 0025); the database stays open for them
    await container.get(SourceImageOnFirstCrawl).idle();
    bar.done(
      `fetched ${totals.fetched}, new ${totals.new}, duplicates ${totals.duplicates}, updated ${totals.updated}, without text ${totals.skipped}, errors ${totals.errors}`,
    );
    for (const problem of totals.problems) console.error(`  ! ${problem}`);
  } finally {
    await orm.close(true);
    await database.close();
  }
};

main().catch(exitWithFailure(PROGRAM));
