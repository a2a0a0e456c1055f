import { describe, expect, test } from '@jest/globals';
import { HostLimiter } from './host-limiter';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('HostLimiter', () => {
  test('runs at most two tasks per host, in arrival order, and other hosts are not held up', async () => {
    const limiter = new HostLimiter(2);
    const started: string[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const task = (name: string, index: number) => () => {
      started.push(name);
      return gates[index]!.promise;
    };
    const runs = [
      limiter.run('news.example', task('a1', 0)),
      limiter.run('NEWS.example', task('a2', 1)),
      limiter.run('news.example', task('a3', 2)),
      limiter.run('other.example', task('b1', 3)),
    ];
    await tick();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    expect(limiter.running('news.example')).toBe(2);

    gates[1]!.resolve();
    await tick();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    expect(limiter.running('news.example')).toBe(2);

    for (const gate of gates) gate.resolve();
    await Promise.all(runs);
    expect(limiter.running('news.example')).toBe(0);
  });

  test('a failing task frees its slot', async () => {
    const limiter = new HostLimiter(1);
    await expect(limiter.run('h', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('h', () => Promise.resolve(7))).resolves.toBe(7);
  });

  test('rejects a nonsensical limit', () => {
    expect(() => new HostLimiter(0)).toThrow(RangeError);
  });
});
