import { sourceImageEmpty, sourceImageTooLarge, sourceImageUnsupported } from './source-image.errors';
import { MAX_SOURCE_IMAGE_BYTES, type SourceImageType } from './source-image.types';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// How far into a file the <svg> root may start (XML declaration, comments, a DOCTYPE before it).
const SVG_HEAD_CHARS = 4096;

/**
 * An SVG document: optional BOM, XML declaration, comments and a DOCTYPE without an internal
 * subset (entity tricks), then the `<svg` root. A soft 404 page (HTML with status 200) is not one.
 */
const isSvg = (bytes: Uint8Array): boolean => {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SVG_HEAD_CHARS)).replace(/^\uFEFF/, '');
  for (;;) {
    const before = text;
    text = text
      .replace(/^\s+/, '')
      .replace(/^<\?xml[^>]*\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE\s+svg[^>[]*>/i, '');
    if (text === before) break;
  }
  return /^<svg[\s>/]/.test(text);
};

/**
 * The image type by the file's own first bytes, never by its name or the Content-Type it came
 * with; null for anything that is not one of the accepted types (ADR 0025).
 */
export const sniffImageType = (bytes: Uint8Array): SourceImageType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // ICONDIR: reserved 0, type 1 (icon, not cursor), at least one image, and room for its entry
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length >= 22 && (bytes[4]! | (bytes[5]! << 8)) > 0) return 'image/x-icon';
  if (isSvg(bytes)) return 'image/svg+xml';
  return null;
};

/**
 * Whether the Content-Type a server sent may carry an image: none, any image/*, or a generic
 * binary type (favicon.ico is often served as application/octet-stream). A text/html answer is
 * a page, whatever its bytes look like.
 */
export const declaredTypeMayBeImage = (contentType: string | null): boolean => {
  if (contentType === null) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === '' || type.startsWith('image/') || type === 'application/octet-stream' || type === 'binary/octet-stream';
};

/** The type of an image that may be stored, or the reason it may not (empty, too large, not an accepted image). */
export const acceptedImageType = (bytes: Uint8Array): SourceImageType => {
  if (bytes.length === 0) throw sourceImageEmpty();
  if (bytes.length > MAX_SOURCE_IMAGE_BYTES) throw sourceImageTooLarge();
  const type = sniffImageType(bytes);
  if (type === null) throw sourceImageUnsupported();
  return type;
};

/**
 * Whether an upload to POST /api/files/websites is a source image rather than a site list: an
 * image name (`srf.ch.png`) is one, a list name (.csv/.txt) never is (a PNG called list.txt is a
 * list that is not text), and a name with neither is judged by its declared type and its bytes.
 */
export const isImageUpload = (file: { name: string; type: string | null; bytes: Uint8Array }): boolean => {
  const name = file.name.trim().toLowerCase();
  if (/\.(?:png|jpe?g|gif|webp|ico|svg)$/.test(name)) return true;
  if (/\.(?:csv|txt)$/.test(name)) return false;
  return (file.type ?? '').toLowerCase().startsWith('image/') || sniffImageType(file.bytes) !== null;
};
