// A bare process that reads one file as the ingest command does and reports its own peak memory,
// so a test can bound what reading a hostile file costs (capped-file.test.ts). Prints one JSON line.
//   node --import tsx read-file-program.ts <feed|jsonl> <file>
import { readFileSync } from 'node:fs';
import { readCappedFile } from '../capped-file';
import { readJsonlArchive } from '../jsonl-archive';

const [kind, file] = process.argv.slice(2);
const startRssBytes = process.memoryUsage().rss;
let outcome: Record<string, unknown>;
try {
  if (kind === 'feed') {
    outcome = { read: (await readCappedFile(file!)).length };
  } else {
    const entries: unknown[] = [];
    for await (const entry of readJsonlArchive(file!)) entries.push(entry);
    outcome = { entries };
  }
} catch (error) {
  const { code, message } = error as { code?: string; message?: string };
  outcome = { code, message };
}
// The high-water mark of this program's own memory: /proc's VmHWM starts afresh at exec, while
// getrusage's maxRSS carries over what the parent had at fork (a large jest process: 650 MB).
const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
console.log(JSON.stringify({ ...outcome, startRssBytes, maxRssBytes: hwm ? Number(hwm) * 1024 : process.resourceUsage().maxRSS * 1024 }));
