const state = globalThis as typeof globalThis & { __ndPostgres?: { stop(): Promise<void>; users: number } };

export default async function stopTestPostgres(): Promise<void> {
  const pg = state.__ndPostgres;
  if (!pg) return;
  pg.users -= 1;
  if (pg.users > 0) return;
  delete state.__ndPostgres;
  await pg.stop();
}
