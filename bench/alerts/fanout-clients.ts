// Child process of fanout.bench.ts (several run at once, see fanout-client-pool.ts): holds the
// client side of its share of the idle connections (WebSocket or raw TCP), so the server's process
// measures only its own memory and one client process's reading does not limit the figures. Reports
// when each broadcast arrived. Talks to the parent over IPC; never run on its own.
import net from 'node:net';
import WebSocket from 'ws';

type Command =
  | { cmd: 'connect'; kind: 'ws'; url: string; from: number; count: number; concurrency: number }
  | { cmd: 'connect'; kind: 'raw'; host: string; port: number; from: number; count: number; concurrency: number }
  | { cmd: 'expect'; round: number }
  | { cmd: 'close' };

const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

let closers: (() => void)[] = [];
let expected = { round: -1, count: 0, latencies: [] as number[] };

/** One broadcast arrived at one connection: its latency from the server's send call. */
const arrived = (text: string) => {
  const message = JSON.parse(text) as { round: number; sentAt: number };
  if (message.round !== expected.round) return;
  expected.latencies.push(now() - message.sentAt);
  if (expected.latencies.length === expected.count) send({ round: message.round, latencies: expected.latencies });
};

const openWs = (url: string, user: number) =>
  new Promise<() => void>((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { Cookie: `nd_session=user-${user}` }, perMessageDeflate: false });
    ws.on('open', () => resolve(() => ws.terminate()));
    ws.on('message', (data) => arrived(String(data)));
    ws.on('error', reject);
  });

const openRaw = (host: string, port: number) =>
  new Promise<() => void>((resolve, reject) => {
    const socket = net.connect({ host, port }, () => resolve(() => socket.destroy()));
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\n')) >= 0) {
        arrived(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
      }
    });
    socket.on('error', reject);
  });

/** Opens `count` connections, `concurrency` handshakes at a time (a burst of 10,000 SYNs overflows the backlog). */
const connectAll = async (from: number, count: number, concurrency: number, open: (user: number) => Promise<() => void>) => {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      closers.push(await open(from + i));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
};

process.on('message', (command: Command) => {
  void (async () => {
    if (command.cmd === 'connect') {
      const started = now();
      await connectAll(command.from, command.count, command.concurrency, (user) =>
        command.kind === 'ws' ? openWs(command.url, user) : openRaw(command.host, command.port),
      );
      send({ connected: closers.length, ms: now() - started });
    } else if (command.cmd === 'expect') {
      expected = { round: command.round, count: closers.length, latencies: [] };
      send({ ready: command.round });
    } else {
      for (const close of closers) close();
      closers = [];
      send({ closed: true });
    }
  })().catch((error: unknown) => {
    send({ error: String(error) });
  });
});
