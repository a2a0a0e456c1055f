import { execFileSync, execSync } from 'node:child_process';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The machine's 1/5/15-minute load averages as `uptime` prints them: timings suffer on a busy machine. */
export const loadAverage = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average: /, '');

/**
 * The reader a bench logs in as, created once per kept database with the operators' own command
 * (app-shell/server/cli/user-create.ts), so the password is hashed as in production.
 */
export const ensureBenchReader = async (
  orm: MikroORM,
  reader: { email: string; password: string; givenName: string },
  env: NodeJS.ProcessEnv,
) => {
  const [{ n: users } = { n: '0' }] = await orm.em
    .fork()
    .execute<{ n: string }[]>('select count(*) as n from app_user where email = ?', [reader.email]);
  if (Number(users) > 0) return;
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'app-shell/server/cli/user-create.ts'), '--email', reader.email, '--given-name', reader.givenName],
    { env: { ...env, NEWSDESK_NEW_USER_PASSWORD: reader.password }, stdio: 'inherit' },
  );
};
