// `npm run bench [-- <name> [flags]]`: runs the benchmarks under bench/ (all, or those whose file
// name contains <name>) and prints their figures. Benchmarks are not tests: they assert nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './run-steps.mjs';

const [filter, ...flags] = process.argv.slice(2);
const files = readdirSync(path.join(ROOT, 'bench'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
  .sort();
for (const file of files) {
  console.log(`\n▶ bench/${file}`);
  const code = await run('tsx', [path.join('bench', file), ...flags]);
  if (code !== 0) process.exit(code);
}
