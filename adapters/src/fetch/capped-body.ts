import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { FetchError } from '@newsdesk/core/ingestion/ingestion.errors';

/** What the gate advertises in Accept-Encoding; nothing else is decoded. */
export const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

// A server may stack encodings ("gzip, br"); more than two is never legitimate and only
// multiplies decompression work.
const MAX_ENCODING_LAYERS = 2;

/**
 * Reads a response body, decoding its Content-Encoding with zlib streams and refusing with
 * `fetch.too_large` as soon as either the bytes on the wire or the decoded bytes pass `cap`.
 * Streaming end to end (with backpressure) is what keeps a gzip bomb from being inflated in
 * memory: at most `cap` plus a few zlib chunks are ever held.
 */
export async function readCappedBody(raw: Readable, contentEncoding: string | undefined, cap: number, url: string): Promise<Uint8Array> {
  const decoders = decodersFor(contentEncoding, url);
  let wireBytes = 0;
  const wireCounter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      wireBytes += chunk.length;
      if (wireBytes > cap) callback(tooLarge(url, cap, 'compressed'));
      else callback(null, chunk);
    },
  });
  const chunks: Buffer[] = [];
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > cap) {
        callback(tooLarge(url, cap, 'decompressed'));
        return;
      }
      chunks.push(chunk);
      callback();
    },
  });
  try {
    await pipeline([raw, wireCounter, ...decoders, sink]);
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (isZlibError(error)) {
      throw new FetchError('fetch.connection_failed', `The body of ${url} could not be decoded`, {
        url,
        reason: 'bad_encoding',
        contentEncoding: contentEncoding ?? null,
      });
    }
    throw error;
  }
  const body = Buffer.concat(chunks, size);
  return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}

function decodersFor(contentEncoding: string | undefined, url: string): Transform[] {
  const layers = (contentEncoding ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '' && token !== 'identity');
  if (layers.length > MAX_ENCODING_LAYERS) throw unsupported(url, contentEncoding);
  // Encodings are listed in the order they were applied, so they are undone back to front.
  return layers.reverse().map((layer) => {
    switch (layer) {
      case 'gzip':
      case 'x-gzip':
        return zlib.createGunzip();
      case 'deflate':
        // HTTP "deflate" is the zlib format (RFC 9110); raw-deflate servers are a legacy rarity.
        return zlib.createInflate();
      case 'br':
        return zlib.createBrotliDecompress();
      default:
        throw unsupported(url, contentEncoding);
    }
  });
}

function tooLarge(url: string, cap: number, measured: 'compressed' | 'decompressed'): FetchError {
  return new FetchError('fetch.too_large', `The body of ${url} is larger than ${cap} bytes`, { url, limitBytes: cap, measured });
}

function unsupported(url: string, contentEncoding: string | undefined): FetchError {
  return new FetchError('fetch.connection_failed', `The body of ${url} uses an encoding we did not ask for`, {
    url,
    reason: 'unsupported_encoding',
    contentEncoding: contentEncoding ?? null,
  });
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // zlib reports Z_DATA_ERROR, Z_BUF_ERROR…; brotli reports ERR__ERROR_FORMAT_… codes.
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR_') || code.startsWith('ERR_BROTLI'));
}
