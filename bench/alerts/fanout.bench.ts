// One live notification fanned out to 10,000 open sockets (issue 5): the /ws server of Newsdesk
// (LiveSocketServer, ws) side by side with a raw net.Socket broadcast of the same bytes.
// Goals: p99 ≤ 250 ms from the send call to each client's receipt; 10,000 idle sockets ≤ 250 MB
// (server process RSS delta). The clients live in a child process, so the server's memory is its own.
//   npm run bench -- fanout [--sockets 10000] [--rounds 20]
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import pino from 'pino';
import { LiveSocketServer } from '@newsdesk/adapters/live/live-socket-server';
import { formatMs, percentile } from '../support/percentiles';

const arg = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const SOCKETS = arg('sockets', 10_000);
const ROUNDS = arg('rounds', 20);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const now = () => performance.timeOrigin + performance.now();
const openFiles = /Max open files\s+(\d+)\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
console.log(`sockets: ${SOCKETS.toLocaleString('en')}, rounds: ${ROUNDS}, open-file limit (ulimit -n): soft ${openFiles?.[1]} / hard ${openFiles?.[2]} per process (server and clients are separate processes)`);
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

const child: ChildProcess = fork(fileURLToPath(new URL('./fanout-clients.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
const reply = <T>(predicate: (m: Record<string, unknown>) => boolean): Promise<T> =>
  new Promise((resolve, reject) => {
    const onMessage = (m: Record<string, unknown>) => {
      if ('error' in m) {
        child.off('message', onMessage);
        reject(new Error(String(m['error'])));
      } else if (predicate(m)) {
        child.off('message', onMessage);
        resolve(m as T);
      }
    };
    child.on('message', onMessage);
  });
const ask = <T>(command: object, predicate: (m: Record<string, unknown>) => boolean) => {
  const answer = reply<T>(predicate);
  child.send(command);
  return answer;
};

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
}

/** Connect all clients, measure idle memory, then ROUNDS broadcasts (one warm-up first). */
const run = async (name: string, connect: object, broadcast: (round: number) => void): Promise<Result> => {
  const before = await settledMemory();
  const { ms: connectMs, connected } = await ask<{ ms: number; connected: number }>(connect, (m) => 'connected' in m);
  if (connected !== SOCKETS) throw new Error(`${name}: ${connected} of ${SOCKETS} connected`);
  const after = await settledMemory();
  const latencies: number[] = [];
  const pushMs: number[] = [];
  const lastArrivalMs: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    await ask({ cmd: 'expect', round }, (m) => m['ready'] === round);
    const done = reply<{ latencies: number[] }>((m) => m['round'] === round);
    const started = performance.now();
    broadcast(round);
    const pushed = performance.now() - started;
    const { latencies: received } = await done;
    if (round === 0) continue; // warm-up: first sends allocate the buffers
    pushMs.push(pushed);
    latencies.push(...received);
    lastArrivalMs.push(Math.max(...received));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await ask({ cmd: 'close' }, (m) => 'closed' in m);
  return {
    name,
    connectMs,
    rssDeltaMb: (after.rss - before.rss) / 2 ** 20,
    heapDeltaMb: (after.heapUsed - before.heapUsed) / 2 ** 20,
    latencies,
    pushMs,
    lastArrivalMs,
  };
};

// --- Newsdesk's /ws: LiveSocketServer on a plain HTTP server, every socket a user of its own ---
const httpServer = http.createServer((_req, res) => res.writeHead(404).end());
await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const users = Array.from({ length: SOCKETS }, (_, i) => `u${i}`);
const live = new LiveSocketServer({
  server: httpServer,
  // the session lookup is the database's cost at connect time, not the fan-out's
  authenticate: async (token) => ({ userId: token.replace('user-', 'u') }),
  sessionAlive: async () => true,
  allowedOrigins: [],
  trustProxy: false,
  logger: pino({ level: 'silent' }),
  heartbeatMs: 3_600_000,
  sessionCheckMs: 3_600_000,
});
live.start();
const wsPort = (httpServer.address() as { port: number }).port;
const ws = await run('ws /ws (LiveSocketServer)', { cmd: 'connect', kind: 'ws', url: `ws://127.0.0.1:${wsPort}/ws`, count: SOCKETS }, (round) => {
  const reached = live.push(users, message(round));
  if (reached !== SOCKETS) throw new Error(`pushed to ${reached} sockets`);
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
const raw = await run('raw net.Socket', { cmd: 'connect', kind: 'raw', host: '127.0.0.2', port: rawPort, count: SOCKETS }, (round) => {
  const text = `${JSON.stringify(message(round))}\n`;
  for (const socket of rawSockets) socket.write(text);
});
for (const socket of rawSockets) socket.destroy();
await new Promise((resolve) => rawServer.close(resolve));
child.kill();

// --- figures ---
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
console.log(`\n${'transport'.padEnd(28)} ${'connect all'.padStart(12)} ${'idle RSS Δ'.padStart(11)} ${'heap Δ'.padStart(8)} ${'send call'.padStart(10)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'last/round p99'.padStart(15)}`);
for (const r of [ws, raw]) {
  const l = sorted(r.latencies);
  console.log(
    `${r.name.padEnd(28)} ${`${formatMs(r.connectMs)} ms`.padStart(12)} ${`${r.rssDeltaMb.toFixed(0)} MB`.padStart(11)} ${`${r.heapDeltaMb.toFixed(0)} MB`.padStart(8)} ${`${formatMs(percentile(sorted(r.pushMs), 50))} ms`.padStart(10)} ${formatMs(percentile(l, 50)).padStart(7)} ${formatMs(percentile(l, 99)).padStart(7)} ${formatMs(l.at(-1)!).padStart(7)} ${formatMs(percentile(sorted(r.lastArrivalMs), 99)).padStart(15)}`,
  );
}
const p99 = percentile(sorted(ws.latencies), 99);
console.log(`\nmachine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at the end of the run`);
console.log(`\n/ws fan-out p99 ${formatMs(p99)} ms (goal ≤ 250 ms): ${p99 <= 250 ? 'met' : 'NOT met'}; ${SOCKETS.toLocaleString('en')} idle sockets ${ws.rssDeltaMb.toFixed(0)} MB RSS (goal ≤ 250 MB): ${ws.rssDeltaMb <= 250 ? 'met' : 'NOT met'}`);
console.log('latency: from the server calling send to each client parsing the message (ms), over all sockets and rounds; "send call": time the server spends in one broadcast call');
process.exit(0);
