import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { FetchError } from '@newsdesk/core/ingestion/ingestion.errors';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import { readCappedBody } from '../fetch/capped-body';
import { DEFAULT_MAX_BODY_BYTES } from '../fetch/safe-http-gate';

/**
 * Local files are read under the same caps as fetched ones (adapters/src/fetch): a feed file may
 * hold DEFAULT_MAX_BODY_BYTES (15 MiB) as stored and decompressed, and a `.gz` file is inflated as
 * a stream that stops at the cap, so a small file that inflates to gigabytes (a gzip bomb) costs
 * at most the cap in memory, not its inflated size.
 */
export const MAX_FILE_BYTES = DEFAULT_MAX_BODY_BYTES;

/** "15 MiB", or bytes below one MiB. */
export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB` : `${bytes} bytes`);

export const fileTooLarge = (file: string, limitBytes: number, measured: 'stored' | 'decompressed') =>
  new DomainError(
    'too_large',
    'file.too_large',
    measured === 'decompressed'
      ? `${path.basename(file)} inflates to more than ${sizeText(limitBytes)}, the most a feed may have (the same cap as for fetched feeds); nothing of it was ingested.`
      : `${path.basename(file)} is larger than ${sizeText(limitBytes)}, the most a feed may have (the same cap as for fetched feeds); nothing of it was ingested.`,
    { file: path.basename(file), limitBytes, measured },
  );

export const notGzip = (file: string) =>
  new DomainError('invalid', 'file.not_gzip', `${path.basename(file)} is not a valid gzip file.`, { file: path.basename(file) });

/**
 * Text and JSON lines compress 3 to 10 times; a gzip bomb about 1,000 times. Past this ratio
 * (once past MAX_FILE_BYTES inflated, so small files are never judged) a `.gz` archive is refused.
 */
export const MAX_INFLATION_RATIO = 100;

export const inflatesTooMuch = (file: string) =>
  new DomainError(
    'too_large',
    'file.inflation_too_high',
    `${path.basename(file)} inflates to more than ${MAX_INFLATION_RATIO} times its size, which no news archive does (a decompression bomb?); the rest of it was not read.`,
    { file: path.basename(file), maxRatio: MAX_INFLATION_RATIO },
  );

/**
 * A `.gz` file's inflated bytes as a stream (plain files as they are), failing with
 * file.inflation_too_high once it has inflated past MAX_INFLATION_RATIO of what it has read.
 */
export const openMaybeGzipped = (file: string): Readable => {
  const raw = createReadStream(file);
  if (!file.toLowerCase().endsWith('.gz')) return raw;
  let inflated = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      inflated += chunk.length;
      if (inflated > MAX_FILE_BYTES && inflated > MAX_INFLATION_RATIO * Math.max(raw.bytesRead, 1)) callback(inflatesTooMuch(file));
      else callback(null, chunk);
    },
  });
  // pipeline, so that an error anywhere (a corrupt file, the guard) ends every stream of the chain
  pipeline(raw, createGunzip(), guard, () => undefined);
  return guard;
};

/** A whole (feed) file, inflated when it ends in `.gz`, refused once it passes `cap` either way. */
export const readCappedFile = async (file: string, cap = MAX_FILE_BYTES): Promise<Uint8Array> => {
  const gzipped = file.toLowerCase().endsWith('.gz');
  try {
    return await readCappedBody(createReadStream(file), gzipped ? 'gzip' : undefined, cap, file);
  } catch (error) {
    if (error instanceof FetchError && error.failure === 'fetch.too_large') {
      throw fileTooLarge(file, cap, error.details?.['measured'] === 'decompressed' ? 'decompressed' : 'stored');
    }
    if (error instanceof FetchError && error.details?.['reason'] === 'bad_encoding') throw notGzip(file);
    throw error;
  }
};
