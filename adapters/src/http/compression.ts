import { constants } from 'node:zlib';
import compress from 'koa-compress';

/**
 * Below this a compressed body saves less than the headers and the CPU cost (ADR 0016).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for every text response the server builds (JSON, HTML, locale files, the embed
 * scripts); the built client's files arrive already compressed (static-client.ts), and koa-compress
 * leaves a body alone once it has a Content-Encoding. Why these choices: ADR 0016.
 *
 * Each write is flushed, so a body that is a stream (an export, server-sent events) reaches the
 * browser as it is produced instead of waiting in the compressor's buffer. Zstandard and deflate
 * are off: Brotli and gzip cover every browser, and one fewer variant keeps caches simple.
 */
export const compression = () =>
  compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // quality 5: most of Brotli's gain at a few milliseconds for a large search answer
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 }, flush: constants.BROTLI_OPERATION_FLUSH },
    gzip: { level: 6, flush: constants.Z_SYNC_FLUSH },
    deflate: false,
    zstd: false,
    encodingPreference: ['br', 'gzip', 'identity'],
  });
