import pg from 'pg';

export interface ActivitySummary {
  samples: number;
  /** Share of samples, per "state wait" of the sessions of the database (e.g. `active CPU`, `active Lock:transactionid`, `idle in transaction`). */
  shares: Map<string, number>;
  /** Sessions not idle, on average. */
  busySessions: number;
}

/**
 * Samples `pg_stat_activity` of one database every `everyMs` until stopped: what the sessions of
 * the programs under test are doing (running, waiting for a lock or for I/O, or waiting for their
 * program inside a transaction), to tell where a benchmark's time goes.
 */
export const sampleActivity = (url: string, everyMs = 100) => {
  const client = new pg.Client({ connectionString: url, application_name: 'newsdesk-bench-sampler' });
  const counts = new Map<string, number>();
  let samples = 0;
  let busy = 0;
  let stopped = false;
  let lost: string | null = null;
  // a sampler that loses its connection stops sampling; the benchmark goes on and says so
  client.on('error', () => undefined);
  const loop = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ state: string; wait: string | null }>(
        `select state, wait_event_type || ':' || wait_event as wait from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and state <> 'idle'`,
      );
      samples += 1;
      for (const r of rows) {
        // a session listening or waiting for its program's next statement is not PostgreSQL's work
        const key = r.state === 'active' ? `active ${r.wait ?? 'CPU'}` : r.state;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        busy += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    await client.end();
  })().catch((error: unknown) => {
    lost = error instanceof Error ? error.message : String(error);
  });
  return {
    stop: async (): Promise<ActivitySummary> => {
      stopped = true;
      await loop;
      const shares = new Map([...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, n / Math.max(1, busy)]));
      if (lost) shares.set(`(sampling stopped: ${lost})`, 0);
      return { samples, shares, busySessions: busy / Math.max(1, samples) };
    },
  };
};

export const describeActivity = (a: ActivitySummary): string =>
  `${a.busySessions.toFixed(2)} sessions busy on average: ` +
  [...a.shares]
    .slice(0, 5)
    .map(([k, share]) => `${k} ${(share * 100).toFixed(0)} %`)
    .join(', ');
