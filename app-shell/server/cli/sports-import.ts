import path from 'node:path';
import { ProgressBar } from '@newsdesk/adapters/cli/progress-bar';
import { startEmbeddedPostgres } from '@newsdesk/adapters/postgres/embedded-postgres';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';
import { PostgresSportsData } from '@newsdesk/adapters/postgres/sports/postgres-sports-data';
import { isSportsImportError } from '@newsdesk/adapters/sports/importers/shared/sports-import.errors';
import { parseSportsImportArgs } from '@newsdesk/adapters/sports/importers/sports-import-args';
import { readSportsImport, summaryLines, writeSportsImport, type SportsImportProgress } from '@newsdesk/adapters/sports/importers/sports-import-command';
import { SPORTS_IMPORTERS } from '@newsdesk/adapters/sports/importers/sports-importers';
import { ConfigError, loadConfig } from '../config';

const USAGE = `Usage: npm run sports:import -- --format <name> <file or folder> [--date YYYY-MM-DD]
Formats:
${SPORTS_IMPORTERS.map((i) => `  ${i.format.padEnd(22)}${i.description}`).join('\n')}
  --date   the race day of a FIS result file that has no <file>.json sidecar
Importing the same file twice changes nothing. See docs/sports-import.md.
Uses DATABASE_URL, or the demo database under .newsdesk/ when it is not set.`;

/** Exit 2: the input is wrong (format, path, file content) — the message says what, no stack. */
const usageError = (message: string): never => {
  console.error(`${message}\nRun npm run sports:import -- --help for the formats.`);
  process.exit(2);
};

const main = async () => {
  const args = parseSportsImportArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig(process.env);

  // Read and check the files first: a bad file never starts the database.
  const reading = new ProgressBar('read', null);
  const batch = await readSportsImport(args, {
    onProgress: (p) => reading.update(p.done, 'rows'),
    onNote: (note) => console.error(`  note: ${note}`),
  });

  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), persistent: true });
  const orm = await createOrm({ url: config.databaseUrl ?? embedded!.url, poolSize: 4 });
  try {
    await migrate(orm);
    let writing: ProgressBar | null = null;
    const onProgress = (p: SportsImportProgress) => {
      writing ??= new ProgressBar(`import ${args.format}`, p.total);
      writing.update(p.done, 'rows');
    };
    const summary = await writeSportsImport(batch, { store: new PostgresSportsData(orm), onProgress });
    (writing as ProgressBar | null)?.done(`${path.basename(args.target)} imported`);
    for (const line of summaryLines(summary)) console.log(line);
  } finally {
    await orm.close(true);
    await embedded?.stop();
  }
};

main().catch((error: unknown) => {
  if (isSportsImportError(error)) usageError(error.message);
  if (error instanceof ConfigError) usageError(error.message);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
