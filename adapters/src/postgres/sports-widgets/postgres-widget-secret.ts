import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The widget token secret kept in PostgreSQL when the operator set none: the first process to
 * ask inserts a random one, and `on conflict do nothing` makes a racing second process keep the
 * winner's, so every web process signs and verifies with the same key.
 */
export const loadOrCreateWidgetSecret = async (orm: MikroORM): Promise<string> => {
  const em = orm.em.fork();
  await em.execute(`insert into sports_widget_secret (id, secret, created_at) values (1, ?, now()) on conflict (id) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await em.execute<{ secret: string }[]>(`select secret from sports_widget_secret where id = 1`);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('the sports widget secret could not be read from the database');
  return secret;
};
