import { expect, test } from '@jest/globals';
import { NewsdeskMetrics } from './newsdesk-metrics';

test('two processes in one test run keep their own registries', async () => {
  const a = new NewsdeskMetrics({ version: '1.0.0', roles: ['web'] });
  const b = new NewsdeskMetrics({ version: '1.0.0', roles: ['worker'] });
  a.documentIngested('new');
  a.documentIngested('new');
  b.documentIngested('error');
  expect(await a.render()).toContain('newsdesk_documents_ingested_total{outcome="new"} 2');
  expect(await a.render()).not.toContain('outcome="error"');
  expect(await b.render()).toContain('newsdesk_documents_ingested_total{outcome="error"} 1');
});

test('methods outside the known set share one label value, so a client cannot invent series', async () => {
  const metrics = new NewsdeskMetrics({ version: '1.0.0', roles: ['web'] });
  metrics.requestDone({ method: 'BREW', route: '(unmatched)', status: 405, seconds: 0.001 });
  metrics.requestDone({ method: 'GET', route: '/api/documents/:id', status: 200, seconds: 0.02 });
  const text = await metrics.render();
  expect(text).toContain('newsdesk_http_request_duration_seconds_count{method="OTHER",route="(unmatched)",status="405"} 1');
  expect(text).toContain('newsdesk_http_request_duration_seconds_count{method="GET",route="/api/documents/:id",status="200"} 1');
});

test('a value that cannot be read (a pool gone, a database that does not answer) is left out; the scrape still answers', async () => {
  const problems: string[] = [];
  const metrics = new NewsdeskMetrics({ version: '1.0.0', roles: ['worker'], onCollectError: (what) => void problems.push(what) });
  metrics.watchPool('orm', () => {
    throw new Error('pool ended');
  });
  metrics.watchPool('percolation', () => ({ totalCount: 3, idleCount: 1, waitingCount: 2, options: { max: 4 } }));
  metrics.watchJobQueue(() => new Promise(() => undefined));
  const started = Date.now();
  const text = await metrics.render();
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(text).not.toContain('pool="orm"');
  expect(text).toContain('newsdesk_db_pool_connections{pool="percolation",state="busy"} 2');
  expect(text).toContain('newsdesk_db_pool_connections{pool="percolation",state="max"} 4');
  expect(text).toContain('newsdesk_db_pool_waiting_clients{pool="percolation"} 2');
  expect(problems).toEqual(expect.arrayContaining(['pool orm', 'job queue']));
});
