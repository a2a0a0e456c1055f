// The client side of the fan-out benchmark: several child processes (fanout-clients.ts), each
// holding its share of the connections. One Node process reading 10,000 sockets was itself the
// bottleneck (raw TCP p99 281–719 ms in the same runs as /ws), so the figures measured the
// clients more than the server.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Reply = Record<string, unknown>;

/** Handshakes in flight over all clients at once: the server's listen backlog is 511. */
const CONCURRENT_HANDSHAKES = 200;

export type ConnectTarget = { kind: 'ws'; url: string } | { kind: 'raw'; host: string; port: number };

export class FanoutClientPool {
  private readonly children: ChildProcess[];

  constructor(
    processes: number,
    private readonly sockets: number,
  ) {
    const file = fileURLToPath(new URL('./fanout-clients.ts', import.meta.url));
    this.children = Array.from({ length: processes }, () => fork(file, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }));
  }

  get size(): number {
    return this.children.length;
  }

  /** Connects every child's share (user numbers from..from+count); resolves with the slowest child's time and the total. */
  async connect(target: ConnectTarget): Promise<{ ms: number; connected: number }> {
    const share = Math.ceil(this.sockets / this.children.length);
    const concurrency = Math.max(1, Math.floor(CONCURRENT_HANDSHAKES / this.children.length));
    const replies = await Promise.all(
      this.children.map((child, i) => {
        const from = i * share;
        const count = Math.max(0, Math.min(share, this.sockets - from));
        return this.ask<{ ms: number; connected: number }>(
          child,
          { cmd: 'connect', ...target, from, count, concurrency },
          (m) => 'connected' in m,
        );
      }),
    );
    return { ms: Math.max(...replies.map((r) => r.ms)), connected: replies.reduce((n, r) => n + r.connected, 0) };
  }

  /** Every child expects this round; `arrived` resolves with every latency once all arrived (wrapped: an async function would wait for it). */
  async expect(round: number): Promise<{ arrived: Promise<number[]> }> {
    await Promise.all(this.children.map((child) => this.ask(child, { cmd: 'expect', round }, (m) => m['ready'] === round)));
    const replies = this.children.map((child) => this.reply<{ latencies: number[] }>(child, (m) => m['round'] === round));
    return { arrived: Promise.all(replies).then((all) => all.flatMap((r) => r.latencies)) };
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.children.map((child) => this.ask(child, { cmd: 'close' }, (m) => 'closed' in m)));
  }

  kill(): void {
    for (const child of this.children) child.kill();
  }

  private reply<T>(child: ChildProcess, predicate: (m: Reply) => boolean): Promise<T> {
    return new Promise((resolve, reject) => {
      const onMessage = (m: Reply) => {
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
  }

  private ask<T>(child: ChildProcess, command: object, predicate: (m: Reply) => boolean): Promise<T> {
    const answer = this.reply<T>(child, predicate);
    child.send(command);
    return answer;
  }
}
