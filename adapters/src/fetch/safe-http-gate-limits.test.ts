import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { failureOf, installLoopbackTripwire, startLocalServer, type LocalServer } from './local-test-server';
import { SafeHttpGate } from './safe-http-gate';

const MiB = 1024 * 1024;
let server: LocalServer;
const tripwire = installLoopbackTripwire();
let gzipBomb: Buffer;
let bigBodyBytesWritten = 0;
const text = 'Grüezi newsroom. '.repeat(2_000);
const noise = randomBytes(2 * MiB);

/** 1 GiB of zeros through a streaming gzip: about 1 MiB on the wire, never 1 GiB in memory. */
async function makeGzipBomb(): Promise<Buffer> {
  // Run-length strategy: the same ~1 MiB as level 9's default, in a fraction of the CPU time.
  const gzip = zlib.createGzip({ level: 9, strategy: zlib.constants.Z_RLE });
  const parts: Buffer[] = [];
  gzip.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => gzip.on('end', resolve));
  const zeros = Buffer.alloc(MiB);
  for (let i = 0; i < 1024; i += 1) {
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await ended;
  return Buffer.concat(parts);
}

/** Streams `total` bytes with backpressure, so the server side never buffers them either. */
function streamZeros(res: ServerResponse, total: number): void {
  const chunk = Buffer.alloc(64 * 1024);
  let sent = 0;
  const pump = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      bigBodyBytesWritten += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  pump();
}

beforeAll(async () => {
  gzipBomb = await makeGzipBomb();
  server = await startLocalServer((req, res) => {
    switch (req.url) {
      case '/100mb':
        res.writeHead(200, { 'content-type': 'application/octet-stream' }); // chunked: no length announced
        streamZeros(res, 100 * MiB);
        return;
      case '/announced-100mb':
        res.writeHead(200, { 'content-length': String(100 * MiB) }).flushHeaders(); // …and then nothing is sent
        return;
      case '/gzip-bomb':
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(gzipBomb.length) }).end(gzipBomb);
        return;
      case '/gzip':
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(text));
        return;
      case '/deflate':
        res.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateSync(text));
        return;
      case '/br':
        res.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(text));
        return;
      case '/gzip-then-br':
        res.writeHead(200, { 'content-encoding': 'gzip, br' }).end(zlib.brotliCompressSync(zlib.gzipSync(text)));
        return;
      case '/br-of-zeros':
        res.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(Buffer.alloc(8 * MiB)));
        return;
      case '/gzip-of-noise':
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(noise, { level: 1 }));
        return;
      case '/not-really-gzip':
        res.writeHead(200, { 'content-encoding': 'gzip' }).end('plain text pretending');
        return;
      case '/slow-body': {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('.'), 50);
        res.on('close', () => clearInterval(timer));
        return;
      }
      case '/no-answer':
        return; // never answers
      case '/compress':
        res.writeHead(200, { 'content-encoding': 'compress' }).end('whatever');
        return;
      default:
        res.writeHead(404).end();
    }
  });
}, 60_000);

afterAll(async () => {
  tripwire.uninstall();
  await server.close();
});

/** Runs `work` while sampling the resident set size, and returns how far it rose above the start. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  return peak - start;
}

const relaxed = { allow: ['127.0.0.1'], connectTimeoutMs: 10_000, totalTimeoutMs: 20_000 };

describe('body cap (15 MiB by default)', () => {
  test('a 100 MB body is cut off at the cap without the process growing by anything like 100 MB', async () => {
    const gate = new SafeHttpGate(relaxed);
    let failure: Awaited<ReturnType<typeof failureOf>> | null = null;
    const growth = await peakRssGrowth(async () => {
      failure = await failureOf(gate.fetch(server.url('/100mb')));
    });
    expect(failure).toEqual({ code: 'fetch.too_large', details: expect.objectContaining({ limitBytes: 15 * MiB }) });
    expect(growth).toBeLessThan(60 * MiB);
    // The server stopped long before the end, because the gate hung up.
    expect(bigBodyBytesWritten).toBeLessThan(60 * MiB);
  });

  test('a Content-Length above the cap is refused before any of the body is read', async () => {
    const gate = new SafeHttpGate(relaxed);
    const failure = await failureOf(gate.fetch(server.url('/announced-100mb')));
    expect(failure).toEqual({ code: 'fetch.too_large', details: expect.objectContaining({ declaredBytes: 100 * MiB }) });
  });

  test('a gzip bomb (1 GiB of zeros in ~1 MiB) is stopped while inflating, not after', async () => {
    expect(gzipBomb.length).toBeLessThan(2 * MiB);
    const gate = new SafeHttpGate(relaxed);
    let failure: Awaited<ReturnType<typeof failureOf>> | null = null;
    const growth = await peakRssGrowth(async () => {
      failure = await failureOf(gate.fetch(server.url('/gzip-bomb')));
    });
    expect(failure).toEqual({ code: 'fetch.too_large', details: expect.objectContaining({ measured: 'decompressed' }) });
    expect(growth).toBeLessThan(60 * MiB);
  });

  test('the decompressed cap applies to brotli too (configurable cap)', async () => {
    const gate = new SafeHttpGate({ ...relaxed, maxBodyBytes: MiB });
    const failure = await failureOf(gate.fetch(server.url('/br-of-zeros')));
    expect(failure).toEqual({ code: 'fetch.too_large', details: expect.objectContaining({ measured: 'decompressed' }) });
  });

  test('the cap also counts the bytes on the wire', async () => {
    const gate = new SafeHttpGate({ ...relaxed, maxBodyBytes: MiB });
    const failure = await failureOf(gate.fetch(server.url('/gzip-of-noise')));
    expect(failure.code).toBe('fetch.too_large');
  });
});

describe('content encodings', () => {
  const gate = new SafeHttpGate(relaxed);

  test.each(['/gzip', '/deflate', '/br', '/gzip-then-br'])('%s is decoded', async (path) => {
    const result = await gate.fetch(server.url(path));
    expect(Buffer.from(result.body).toString('utf8')).toBe(text);
  });

  test('a body that is not what its encoding claims fails cleanly', async () => {
    const failure = await failureOf(gate.fetch(server.url('/not-really-gzip')));
    expect(failure).toEqual({ code: 'fetch.connection_failed', details: expect.objectContaining({ reason: 'bad_encoding' }) });
  });

  test('an encoding we did not offer is refused rather than passed on as garbage', async () => {
    const failure = await failureOf(gate.fetch(server.url('/compress')));
    expect(failure).toEqual({ code: 'fetch.connection_failed', details: expect.objectContaining({ reason: 'unsupported_encoding' }) });
  });
});

describe('timeouts', () => {
  test('a body that trickles forever hits the total timeout', async () => {
    const gate = new SafeHttpGate({ allow: ['127.0.0.1'], connectTimeoutMs: 10_000, totalTimeoutMs: 300 });
    const started = Date.now();
    const failure = await failureOf(gate.fetch(server.url('/slow-body')));
    expect(failure).toEqual({ code: 'fetch.timeout', details: expect.objectContaining({ phase: 'total' }) });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('a server that never answers hits the total timeout', async () => {
    const gate = new SafeHttpGate({ allow: ['127.0.0.1'], connectTimeoutMs: 10_000, totalTimeoutMs: 300 });
    expect((await failureOf(gate.fetch(server.url('/no-answer')))).code).toBe('fetch.timeout');
  });

  test('a connection that cannot be set up (here: DNS never answers) hits the connect timeout', async () => {
    const gate = new SafeHttpGate({ resolve: () => new Promise(() => {}), connectTimeoutMs: 200, totalTimeoutMs: 20_000 });
    const failure = await failureOf(gate.fetch('http://stuck.test/'));
    expect(failure).toEqual({ code: 'fetch.timeout', details: expect.objectContaining({ phase: 'connect' }) });
  });
});
