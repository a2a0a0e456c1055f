// A bare process that reads one file as the ingest command does and reports its own peak memory,
// so a test can bound what reading a hostile file costs (capped-file.test.ts). Prints one JSON line.
//   node --import tsx read-file-program.ts <feed|jsonl> <file>
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
// maxRSS is in KiB: the high-water mark of the whole process
console.log(JSON.stringify({ ...outcome, startRssBytes, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
