import path from 'node:path';
import { ProgressBar } from '@newsdesk/adapters/cli/progress-bar';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';
import { PostgresSportsData } from '@newsdesk/adapters/postgres/sports/postgres-sports-data';
import { parseSportsImportArgs } from '@newsdesk/adapters/sports/importers/sports-import-args';
import {
  readSportsImport,
  summaryLines,
  writeSportsImport,
  type SportsImportProgress,
} from '@newsdesk/adapters/sports/importers/sports-import-command';
import { SPORTS_IMPORTERS } from '@newsdesk/adapters/sports/importers/sports-importers';
import { loadConfig } from '../config';
import { openDatabase } from '../open-database';
import { exitWithFailure } from './cli-failure';

const PROGRAM = 'npm run sports:import';

const USAGE = `Usage: npm run sports:import -- --format <name> <file or folder> [--date YYYY-MM-DD]
Formats:
${SPORTS_IMPORTERS.map((i) => `  ${i.format.padEnd(22)}${i.description}`).join('\n')}
  --date   the race day of a FIS result file that has no <file>.json sidecar
Importing the same file twice changes nothing. See docs/sports-import.md.
Uses DATABASE_URL, or the demo database under .newsdesk/ when it is not set.`;

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

  // beside a running `npm start` in demo mode this is its PostgreSQL, left running afterwards
  const database = await openDatabase(config, PROGRAM, (line) => console.error(`  note: ${line}`));
  const orm = await createOrm({ url: database.url, poolSize: 4 }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
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
    await database.close();
  }
};

// a bad format, path or file content (SportsImportError) exits with 2, like a bad variable
main().catch(exitWithFailure(PROGRAM));
