// One live notification fanned out to 10,000 open sockets: the /ws server of Newsdesk
// (LiveSocketServer, ws, broadcasting in slices) side by side with a raw net.Socket broadcast of
// the same bytes in one loop, in the same run. Goals: p99 ≤ 250 ms from the send call to each
// client's receipt; 10,000 idle sockets ≤ 250 MB (server process RSS delta). The clients live in
// several child processes (fanout-client-pool.ts), so the server's memory is its own and one
// client process's reading does not set the figures.
//   npm run bench -- fanout [--sockets 10000] [--rounds 20] [--clients 4] [--slice-ms 10] [--slice-sends 500]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import pino from 'pino';
import { LiveSocketServer } from '@newsdesk/adapters/live/live-socket-server';
import { DEFAULT_SLICE_LIMITS } from '@newsdesk/adapters/live/send-in-slices';
import { formatMs, percentile } from '../support/percentiles';
import { FanoutClientPool, type ConnectTarget } from './fanout-client-pool';

const arg = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const SOCKETS = arg('sockets', 10_000);
const ROUNDS = arg('rounds', 20);
const CLIENTS = arg('clients', 4);
/** --slice-ms 1000 --slice-sends 100000: one broadcast in one block, to see what the slices cost. */
const SLICES = {
  sliceBudgetMs: arg('slice-ms', DEFAULT_SLICE_LIMITS.sliceBudgetMs),
  sendsPerSlice: arg('slice-sends', DEFAULT_SLICE_LIMITS.sendsPerSlice),
};
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const loadAtStart = uptime();

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const now = () => performance.timeOrigin + performance.now();
const openFiles = /Max open files\s+(\d+)\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
console.log(
  `sockets: ${SOCKETS.toLocaleString('en')} from ${CLIENTS} client processes, slices of ${SLICES.sendsPerSlice} sends or ${SLICES.sliceBudgetMs} ms, rounds: ${ROUNDS}, open-file limit (ulimit -n): soft ${openFiles?.[1]} / hard ${openFiles?.[2]} per process (server and clients are separate processes)`,
);
if (openFiles && Number(openFiles[1]) < SOCKETS + 100) {
  console.error(`ulimit -n is below ${SOCKETS + 100}: raise it (ulimit -n ${SOCKETS + 1000}) or pass --sockets`);
  process.exit(1);
}

/** A notification as the live socket sends it: one document, a collection name (~450 bytes). */
const message = (round: number) => ({
  round,
  sentAt: now(),
  collectionId: '0b6f1c7e-8a51-4d8e-9b1e-3f0d2c9a7e11',
  collectionName: 'Central banks and monetary policy',
  documents: [
    {
      id: '6a1f4c2e-3b7d-4e9a-8c5f-1d2e3f4a5b6c',
      storyId: '6a1f4c2e-3b7d-4e9a-8c5f-1d2e3f4a5b6c',
      language: 'en',
      document: {
        documentTitle: 'Swiss National Bank holds its policy rate at 0.5 percent, citing easing inflation',
        domain: 'nzz.ch',
        url: 'https://www.nzz.ch/wirtschaft/snb-holds-policy-rate-ld.1850000',
        publicationDate: '2026-11-21T08:00:00.000Z',
        firstAcquisitionDate: '2026-11-21T08:01:12.000Z',
      },
    },
  ],
});

const clients = new FanoutClientPool(CLIENTS, SOCKETS);

const settledMemory = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

interface Result {
  name: string;
  connectMs: number;
  rssDeltaMb: number;
  heapDeltaMb: number;
  latencies: number[];
  pushMs: number[];
  lastArrivalMs: number[];
  slices: number[];
  /** Longest synchronous stretch of the broadcast itself (one slice; raw TCP: the whole loop). */
  longestSliceMs: number[];
  load: string;
}

/** Connect all clients, measure idle memory, then ROUNDS broadcasts (one warm-up first). */
const run = async (
  name: string,
  target: ConnectTarget,
  broadcast: (round: number) => Promise<{ slices: number; longestSliceMs: number }>,
): Promise<Result> => {
  const before = await settledMemory();
  const { ms: connectMs, connected } = await clients.connect(target);
  if (connected !== SOCKETS) throw new Error(`${name}: ${connected} of ${SOCKETS} connected`);
  const after = await settledMemory();
  const result: Result = {
    name,
    connectMs,
    rssDeltaMb: (after.rss - before.rss) / 2 ** 20,
    heapDeltaMb: (after.heapUsed - before.heapUsed) / 2 ** 20,
    latencies: [],
    pushMs: [],
    lastArrivalMs: [],
    slices: [],
    longestSliceMs: [],
    load: '',
  };
  for (let round = 0; round <= ROUNDS; round++) {
    const { arrived } = await clients.expect(round);
    const started = performance.now();
    const { slices, longestSliceMs } = await broadcast(round);
    const pushed = performance.now() - started;
    const received = await arrived;
    if (round === 0) continue; // warm-up: first sends allocate the buffers
    result.pushMs.push(pushed);
    result.latencies.push(...received);
    result.lastArrivalMs.push(Math.max(...received));
    result.slices.push(slices);
    result.longestSliceMs.push(longestSliceMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  result.load = uptime();
  await clients.closeAll();
  return result;
};

// --- Newsdesk's /ws: LiveSocketServer on a plain HTTP server, every socket a user of its own ---
const httpServer = http.createServer((_req, res) => res.writeHead(404).end());
await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const users = Array.from({ length: SOCKETS }, (_, i) => `u${i}`);
const live = new LiveSocketServer({
  server: httpServer,
  // the session lookup is the database's cost at connect time, not the fan-out's
  authenticate: async (token) => ({ userId: token.replace('user-', 'u') }),
  aliveSessions: async (tokens) => new Set(tokens),
  allowedOrigins: [],
  trustProxy: false,
  logger: pino({ level: 'silent' }),
  heartbeatMs: 3_600_000,
  sessionCheckMs: 3_600_000,
  sliceLimits: SLICES,
});
live.start();
const wsPort = (httpServer.address() as { port: number }).port;
const ws = await run('ws /ws (LiveSocketServer)', { kind: 'ws', url: `ws://127.0.0.1:${wsPort}/ws` }, async (round) => {
  const { reached, slices, longestSliceMs } = await live.broadcast([{ userIds: users, message: message(round) }]);
  if (reached !== SOCKETS) throw new Error(`pushed to ${reached} sockets`);
  return { slices, longestSliceMs };
});
await live.stop();
await new Promise((resolve) => httpServer.close(resolve));

// --- raw net.Socket broadcast of the same JSON, newline-delimited (no framing, no masking) ---
const rawSockets = new Set<net.Socket>();
const rawServer = net.createServer((socket) => {
  rawSockets.add(socket);
  socket.on('close', () => rawSockets.delete(socket));
  socket.on('error', () => socket.destroy());
});
// another loopback address: its connections do not compete with the closing ws ones for ports
await new Promise<void>((resolve) => rawServer.listen(0, '127.0.0.2', resolve));
const rawPort = (rawServer.address() as { port: number }).port;
const raw = await run('raw net.Socket', { kind: 'raw', host: '127.0.0.2', port: rawPort }, async (round) => {
  const text = `${JSON.stringify(message(round))}\n`;
  const started = performance.now();
  for (const socket of rawSockets) socket.write(text);
  return { slices: 1, longestSliceMs: performance.now() - started };
});
for (const socket of rawSockets) socket.destroy();
await new Promise((resolve) => rawServer.close(resolve));
clients.kill();

// --- figures ---
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const cell = (text: string, width: number) => text.padStart(width);
console.log(
  `\n${'transport'.padEnd(28)} ${cell('connect all', 12)} ${cell('idle RSS Δ', 11)} ${cell('heap Δ', 8)} ${cell('send call', 10)} ${cell('slices', 7)} ${cell('longest slice', 14)} ${cell('p50', 7)} ${cell('p99', 7)} ${cell('max', 7)} ${cell('last/round p99', 15)}`,
);
for (const r of [ws, raw]) {
  const l = sorted(r.latencies);
  console.log(
    `${r.name.padEnd(28)} ${cell(`${formatMs(r.connectMs)} ms`, 12)} ${cell(`${r.rssDeltaMb.toFixed(0)} MB`, 11)} ${cell(`${r.heapDeltaMb.toFixed(0)} MB`, 8)} ${cell(`${formatMs(percentile(sorted(r.pushMs), 50))} ms`, 10)} ${cell(String(percentile(sorted(r.slices), 50)), 7)} ${cell(`${formatMs(Math.max(...r.longestSliceMs))} ms`, 14)} ${cell(formatMs(percentile(l, 50)), 7)} ${cell(formatMs(percentile(l, 99)), 7)} ${cell(formatMs(l.at(-1)!), 7)} ${cell(formatMs(percentile(sorted(r.lastArrivalMs), 99)), 15)}`,
  );
}
const p99 = percentile(sorted(ws.latencies), 99);
const rawP99 = percentile(sorted(raw.latencies), 99);
console.log(`\nmachine: ${os.cpus().length} cores; uptime at the start: ${loadAtStart}`);
console.log(`  after the /ws rounds: ${ws.load}`);
console.log(`  after the raw rounds: ${raw.load}`);
console.log(
  `\n/ws fan-out p99 ${formatMs(p99)} ms (raw TCP in the same run: ${formatMs(rawP99)} ms; goal ≤ 250 ms): ${p99 <= 250 ? 'met' : 'NOT met'}; ${SOCKETS.toLocaleString('en')} idle sockets ${ws.rssDeltaMb.toFixed(0)} MB RSS (goal ≤ 250 MB): ${ws.rssDeltaMb <= 250 ? 'met' : 'NOT met'}`,
);
console.log(
  'latency: from the server calling send to each client parsing the message (ms), over all sockets and rounds; "send call": time until the server has written the broadcast to every socket (all slices); "longest slice": the longest synchronous stretch of a broadcast in any round (raw: its one loop); wall time, so on a busy machine it includes moments the process had no core',
);
process.exit(0);
