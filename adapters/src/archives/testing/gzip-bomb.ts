import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const MiB = 1024 * 1024;

/**
 * Writes a real gzip bomb: `inflatedMiB` MiB of one repeated byte as concatenated gzip members
 * (each 1 MiB inflated, about 1 KB stored), so 1 GiB costs a 1 MiB file and no time to make.
 * gunzip, zlib's streams and `gunzip -c` all read every member, as they must (RFC 1952 §2.2).
 */
export const writeGzipBomb = async (
  file: string,
  inflatedMiB: number,
  byte = '0',
): Promise<{ storedBytes: number; inflatedBytes: number }> => {
  const member = gzipSync(Buffer.alloc(MiB, byte), { level: 9 });
  const bytes = Buffer.concat(Array.from({ length: inflatedMiB }, () => member));
  await writeFile(file, bytes);
  return { storedBytes: bytes.length, inflatedBytes: inflatedMiB * MiB };
};
