import iconv from 'iconv-lite';
import { FeedError } from '@newsdesk/core/ingestion/ingestion.errors';

/**
 * Bytes → text for feeds. Order of evidence:
 *   1. a byte order mark (unambiguous, so it beats any label: XML 1.0 appendix F);
 *   2. the XML declaration's encoding, then the Content-Type charset (labels iconv-lite does not
 *      know, such as encoding="invalid", are ignored, not fatal);
 *   3. sniffing: valid UTF-8, else windows-1252.
 * One correction to the labels: bytes that are valid UTF-8 and contain multi-byte sequences are
 * decoded as UTF-8 whatever a legacy label says, and a UTF-8 label on bytes that are not UTF-8 falls
 * back to windows-1252. Both mislabellings are common in real feeds, and legacy text is practically
 * never valid multi-byte UTF-8 by accident, so the bytes are the better witness.
 */

export type EncodingSource = 'bom' | 'declaration' | 'content-type' | 'sniffed';

export interface DecodedFeed {
  text: string;
  /** The iconv-lite name that was used, e.g. `utf-8`, `windows-1252`, `windows-1251`. */
  encoding: string;
  source: EncodingSource;
}

/** WHATWG treats these labels as windows-1252, a superset that has printable 0x80–0x9F. */
const WINDOWS_1252_ALIASES = new Set([
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'latin-1',
  'l1',
  'us-ascii',
  'ascii',
  'cp819',
  'ibm819',
  'iso_8859-1',
]);

const normalizeLabel = (label: string): string | null => {
  const name = label.trim().toLowerCase();
  if (name === '') return null;
  if (WINDOWS_1252_ALIASES.has(name)) return 'windows-1252';
  if (name === 'utf8' || name === 'unicode-1-1-utf-8') return 'utf-8';
  return iconv.encodingExists(name) ? name : null;
};

const isUtf8 = (name: string): boolean => name === 'utf-8';
const isUtf16 = (name: string): boolean => /^(utf-?16|ucs-?2)/.test(name);

/** How the bytes fare as UTF-8: count of well-formed multi-byte sequences and of bad bytes. */
export const utf8Profile = (bytes: Uint8Array): { multibyte: number; invalid: number } => {
  let multibyte = 0;
  let invalid = 0;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    let ok = length > 0 && i + length <= bytes.length;
    for (let k = 1; ok && k < length; k += 1) ok = ((bytes[i + k] ?? 0) & 0xc0) === 0x80;
    if (ok && length === 3) {
      const b1 = bytes[i + 1] ?? 0;
      ok = !(b === 0xe0 && b1 < 0xa0) && !(b === 0xed && b1 >= 0xa0); // overlong, surrogates
    }
    if (ok && length === 4) {
      const b1 = bytes[i + 1] ?? 0;
      ok = !(b === 0xf0 && b1 < 0x90) && !(b === 0xf4 && b1 >= 0x90);
    }
    if (ok) {
      multibyte += 1;
      i += length;
    } else {
      invalid += 1;
      i += 1;
    }
  }
  return { multibyte, invalid };
};

const bomOf = (bytes: Uint8Array): { encoding: string; length: number } | null => {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
};

/** `<?xml` written in UTF-16 without a BOM (XML 1.0 appendix F.1). */
const utf16WithoutBom = (bytes: Uint8Array): string | null => {
  const [a, b, c, d] = bytes;
  if (a === 0x3c && b === 0x00 && c === 0x3f && d === 0x00) return 'utf-16le';
  if (a === 0x00 && b === 0x3c && c === 0x00 && d === 0x3f) return 'utf-16be';
  return null;
};

const declaredLabel = (bytes: Uint8Array): string | null => {
  // The declaration is ASCII by definition, so a latin1 view of the first bytes is enough.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('latin1');
  const match = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([^"']{1,40})["']/.exec(head);
  return match?.[1] ?? null;
};

export const charsetOf = (contentType: string | null): string | null => {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '');
  return match?.[2] ?? null;
};

const GZIP_MAGIC = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

const decode = (bytes: Uint8Array, encoding: string): string =>
  iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding, { stripBOM: true });

/** Chooses between a label and the bytes' own evidence (see the module comment). */
const reconcile = (bytes: Uint8Array, label: string | null): string => {
  const profile = utf8Profile(bytes);
  if (profile.invalid === 0 && (profile.multibyte > 0 || label === null)) return 'utf-8';
  if (label !== null && !isUtf8(label)) return label;
  // Labelled UTF-8 or unlabelled, and not clean UTF-8: mostly UTF-8 with a few stray bytes stays
  // UTF-8 (lossy); otherwise it is legacy text, and windows-1252 is what browsers assume.
  return profile.multibyte > profile.invalid ? 'utf-8' : 'windows-1252';
};

export const decodeFeedBytes = (bytes: Uint8Array, contentType: string | null): DecodedFeed => {
  if (GZIP_MAGIC(bytes)) {
    throw new FeedError('feed.encoding', 'The feed is gzip-compressed data that was not decompressed', { contentEncoding: 'gzip' });
  }
  let encoding: string;
  let source: EncodingSource;
  const bom = bomOf(bytes);
  const utf16 = bom ? null : utf16WithoutBom(bytes);
  if (bom) {
    encoding = bom.encoding;
    source = 'bom';
  } else if (utf16) {
    encoding = utf16;
    source = 'sniffed';
  } else {
    const declared = normalizeLabel(declaredLabel(bytes) ?? '');
    const fromHeader = normalizeLabel(charsetOf(contentType) ?? '');
    // A UTF-16 label on bytes that start with ASCII `<` cannot be right: ignore it.
    const label = [declared, fromHeader].find((name) => name !== null && !isUtf16(name)) ?? null;
    source = label === null ? 'sniffed' : label === declared ? 'declaration' : 'content-type';
    encoding = reconcile(bytes, label);
    if (encoding !== label) source = 'sniffed';
  }
  const text = decode(bytes, encoding);
  // NUL never occurs in XML text: it means UTF-16/32 bytes read as 8-bit, or binary data.
  if (text.includes('\u0000')) {
    throw new FeedError('feed.encoding', `The feed bytes are not text in ${encoding}`, { encoding, source });
  }
  return { text, encoding, source };
};
