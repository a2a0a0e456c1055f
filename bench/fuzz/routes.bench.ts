// The route fuzz of app-shell/server/route-fuzz.int.test.ts at scale: requests derived from every
// route's schemas, then broken (wrong types, missing fields, deep/huge/NUL/prototype-named values,
// unicode junk, junk bodies, lying content types), sent to a real server on a throw-away embedded
// PostgreSQL as anonymous, staff and admin. Prints the answers by status and route kind; any 5xx,
// lost answer, stack trace or SQL in a body is printed in full and makes the run fail.
//   npm run bench -- fuzz [--count 20000] [--seed N] [--concurrency 6]
import fc from 'fast-check';
import pino from 'pino';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import { loadConfig } from '../../app-shell/server/config';
import { startServer } from '../../app-shell/server/start-server';
import { describeFinding, histogram, runFuzz } from '../../app-shell/server/testing/fuzz/fuzz-run';
import { fuzzServerSettings, prepareFuzzTarget, startFuzzSlack } from '../../app-shell/server/testing/fuzz/fuzz-target';
import { fuzzCases } from '../../app-shell/server/testing/fuzz/route-cases';
import { createStaffAndAdmin } from '../../app-shell/server/testing/newsroom-colleagues';
import { arg, benchDatabase } from '../support/bench-database';

const COUNT = arg('count', 20_000);
const SEED = arg('seed', Date.now() % 2 ** 31);
const CONCURRENCY = arg('concurrency', 6);
const PASSWORD = 'correct horse battery staple';

const db = await benchDatabase();
const slack = await startFuzzSlack();
const server = await startServer(
  {
    ...loadConfig({ DATABASE_URL: db.url }),
    port: 0,
    host: '127.0.0.1',
    roles: { web: true, worker: false },
    passwordHashCost: { N: 2 ** 10, r: 8, p: 1 },
    environment: 'production',
    ...fuzzServerSettings(slack),
  },
  // an unexpected error is logged with its stack: the lines to read when a 500 shows up
  pino({ level: 'error' }, pino.destination(2)),
);
try {
  const url = `http://127.0.0.1:${server.port}`;
  const { staff, admin } = await createStaffAndAdmin(server.container.get(CreateUser), PASSWORD);
  const { target, knownIds } = await prepareFuzzTarget(url, {
    staff: { email: staff.email, password: PASSWORD },
    admin: { email: admin.email, password: PASSWORD },
  });
  const cases = fc.sample(fuzzCases(server.routes, knownIds), { seed: SEED, numRuns: COUNT });
  console.log(`${server.routes.length} routes, ${COUNT.toLocaleString('en')} cases, seed ${SEED}, ${CONCURRENCY} at a time`);
  const report = await runFuzz(target, cases, { concurrency: CONCURRENCY });

  console.log(
    `\n${report.cases.toLocaleString('en')} requests in ${report.seconds.toFixed(1)} s (${Math.round(report.cases / report.seconds)}/s)`,
  );
  console.log(`by status: ${histogram(report.statuses)}`);
  const byKind = new Map<string, number>();
  for (const c of cases) {
    const kind = c.kind
      .replace(/^body (?!without|extra).+ (hostile value|raw json)$/, 'body field: $1')
      .replace(/^body without .*/, 'required field missing')
      .replace(/^body extra .*/, 'prototype-named field added')
      .replace(/^(junk|unexpected body): .*/, 'junk body')
      .replace(/^hostile :.*/, 'hostile path parameter');
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  console.log(
    `by mutation: ${[...byKind]
      .sort(([, a], [, b]) => b - a)
      .map(([kind, n]) => `${kind} ×${n}`)
      .join(' · ')}`,
  );
  console.log(
    `by caller: ${['anonymous', 'staff', 'admin'].map((caller) => `${caller} ×${cases.filter((c) => c.caller === caller).length}`).join(' · ')}`,
  );
  if (report.findings.length) {
    console.log(`\n${report.findings.length} finding(s) (replay: npm run bench -- fuzz --count ${COUNT} --seed ${SEED}):`);
    for (const finding of report.findings) console.log(`  ✗ ${describeFinding(finding)}`);
    process.exitCode = 1;
  } else {
    console.log('no 5xx, no lost answer, no stack trace or SQL in any body');
  }
} finally {
  await server.stop();
  await slack.stop();
  await db.stop();
}
