import { parseArgs } from 'node:util';
import pino from 'pino';
import { createOrm, migrate } from '@newsdesk/adapters/postgres/orm';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import { isDomainError } from '@newsdesk/core/shared/domain-error';
import { loadConfig } from '../config';
import { buildContainer } from '../container';
import { openDatabase } from '../open-database';
import { askNewPassword, hiddenTerminalQuestions } from './ask-new-password';
import { exitWithFailure, UsageError } from './cli-failure';

const USAGE = `Usage: npm run user:create -- --email <address> [--given-name <name>] [--family-name <name>] [--admin] [--language en|de|fr]
The password is read from NEWSDESK_NEW_USER_PASSWORD, or asked for twice on the terminal (not shown).`;

/** NEWSDESK_NEW_USER_PASSWORD, or typed twice, unseen, on the terminal (ask-new-password.ts). */
const readPassword = async (): Promise<string> => {
  if (process.env.NEWSDESK_NEW_USER_PASSWORD) return process.env.NEWSDESK_NEW_USER_PASSWORD;
  if (!process.stdin.isTTY) throw new UsageError('No terminal to ask for the password: set NEWSDESK_NEW_USER_PASSWORD.');
  const terminal = hiddenTerminalQuestions();
  try {
    const password = await askNewPassword(terminal.ask, (sentence) => console.error(sentence));
    if (password === undefined) throw new UsageError('No password was set, so no user was created.');
    return password;
  } finally {
    terminal.close();
  }
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'given-name': { type: 'string', default: '' },
      'family-name': { type: 'string', default: '' },
      admin: { type: 'boolean', default: false },
      language: { type: 'string', default: 'en' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const language = values.language as 'en' | 'de' | 'fr';
  if (!['en', 'de', 'fr'].includes(language)) throw new UsageError('--language must be en, de or fr');
  // Asked before the database is opened: nothing waits on a person typing, and giving up leaves nothing behind.
  const password = await readPassword();
  const config = loadConfig(process.env);
  // beside a running `npm start` in demo mode this is its PostgreSQL, left running afterwards
  const database = await openDatabase(config, 'npm run user:create', (line) => console.error(`  note: ${line}`));
  const orm = await createOrm({ url: database.url, poolSize: 2 });
  try {
    await migrate(orm);
    const container = buildContainer(config, orm, pino({ level: 'silent' }));
    const email = values.email;
    const user = await container.get(CreateUser).execute({
      email,
      password,
      givenName: values['given-name'] || email.split('@')[0]!,
      familyName: values['family-name'],
      roles: values.admin ? ['admin', 'staff'] : ['staff'],
      language,
    });
    console.log(`Created ${user.roles.includes('admin') ? 'admin' : 'staff'} user ${user.email} (${user.id}).`);
  } finally {
    await orm.close(true);
    await database.close();
  }
};

main().catch((error: unknown) =>
  exitWithFailure('npm run user:create')(
    isDomainError(error) ? Object.assign(error, { message: `Cannot create the user: ${error.message}` }) : error,
  ),
);
