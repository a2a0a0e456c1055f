import { describe, expect, test } from '@jest/globals';
import { reconnectDelay } from './backoff';
import { LiveSocketClient, type LiveSocketState, type SocketLike, type Timers } from './live-socket-client';

/** A clock whose timers run only when the test advances it. */
class FakeClock implements Timers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; every: number | null; callback: () => void }>();

  setTimeout(callback: () => void, ms: number) {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, every: null, callback });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.pending.delete(handle as number);
  }
  setInterval(callback: () => void, ms: number) {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, every: ms, callback });
    return id;
  }
  clearInterval(handle: unknown) {
    this.pending.delete(handle as number);
  }
  advance(ms: number) {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.now = timer.at;
      if (timer.every === null) this.pending.delete(id);
      else timer.at += timer.every;
      timer.callback();
    }
    this.now = until;
  }
}

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const setup = () => {
  const clock = new FakeClock();
  const sockets: FakeSocket[] = [];
  const events: string[] = [];
  const states: LiveSocketState[] = [];
  const messages: unknown[] = [];
  const client = new LiveSocketClient({
    url: 'ws://newsdesk.test/ws',
    timers: clock,
    random: () => 0.5,
    now: () => new Date(Date.parse('2026-11-21T10:00:00Z') + clock.now),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onMessage: (m) => messages.push(m),
    onOpen: ({ reconnected, disconnectedAt }) =>
      events.push(`open reconnected=${reconnected} since=${disconnectedAt?.toISOString() ?? '-'}`),
    onStateChange: (s) => states.push(s),
    onSessionEnded: () => events.push('session ended'),
  });
  return { clock, sockets, events, states, messages, client, last: () => sockets[sockets.length - 1]! };
};

describe('backoff', () => {
  test('doubles from 1 s to at most 60 s, with half of each step jittered', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 10].map((a) => reconnectDelay(a, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect([0, 1, 6].map((a) => reconnectDelay(a, () => 1))).toEqual([1000, 2000, 60000]);
  });
});

describe('LiveSocketClient', () => {
  test('pings {action: "ping", data} every 60 s while open; hands parsed messages over', () => {
    const { clock, client, last, messages } = setup();
    client.start();
    last().serverOpens();
    clock.advance(59_999);
    expect(last().sent).toEqual([]);
    clock.advance(1);
    expect(last().sent.map((s) => JSON.parse(s) as { action: string })).toEqual([
      { action: 'ping', data: { at: '2026-11-21T10:01:00.000Z' } },
    ]);
    clock.advance(60_000);
    expect(last().sent).toHaveLength(2);
    last().onmessage?.({ data: '{"action":"pong","data":1}' });
    last().onmessage?.({ data: 'not json' });
    expect(messages).toEqual([{ action: 'pong', data: 1 }]);
  });

  test('reconnects on a non-normal close with exponential backoff, then reports the reconnect', () => {
    const { clock, client, sockets, last, events, states } = setup();
    client.start();
    last().serverOpens();
    clock.advance(5_000);
    last().serverCloses(1006);
    // attempts at 0.75 s, then 1.5 s, 3 s after each failure (random 0.5: three quarters of the step)
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        clock.advance(250);
        waited += 250;
      }
      waits.push(waited);
      if (i < 2) last().serverCloses(1006);
    }
    expect(waits).toEqual([750, 1500, 3000]);
    last().serverOpens();
    expect(events).toEqual(['open reconnected=false since=-', 'open reconnected=true since=2026-11-21T10:00:05.000Z']);
    expect(states).toEqual(['connecting', 'open', 'waiting', 'connecting', 'waiting', 'connecting', 'waiting', 'connecting', 'open']);
    // after a successful open the schedule starts again at the first step
    last().serverCloses(1001);
    const before = sockets.length;
    clock.advance(749);
    expect(sockets.length).toBe(before);
    clock.advance(1);
    expect(sockets.length).toBe(before + 1);
  });

  test('a normal close (1000) and "session ended" (4401) do not reconnect', () => {
    const normal = setup();
    normal.client.start();
    normal.last().serverOpens();
    normal.last().serverCloses(1000);
    normal.clock.advance(600_000);
    expect(normal.sockets).toHaveLength(1);

    const ended = setup();
    ended.client.start();
    ended.last().serverOpens();
    ended.last().serverCloses(4401);
    ended.clock.advance(600_000);
    expect(ended.sockets).toHaveLength(1);
    expect(ended.events).toContain('session ended');
  });

  test('stop closes with 1000 and cancels pings and pending reconnects', () => {
    const { clock, client, sockets, last } = setup();
    client.start();
    last().serverOpens();
    const first = last();
    client.stop();
    expect(first.closedWith).toBe(1000);
    clock.advance(120_000);
    expect(first.sent).toEqual([]);
    client.start();
    last().serverCloses(1006);
    client.stop();
    clock.advance(600_000);
    expect(sockets).toHaveLength(2);
  });
});
