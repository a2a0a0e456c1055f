/*
 * A source's image: the site's own icon, shown in the document viewer's side column beside the
 * entity chips (spec §3 "fetched by source domain as a png file name"). Fetched once at a domain's
 * first crawl, replaceable by an admin (ADR 0025).
 */

/** What may be stored and served; everything else is refused (ADR 0025 for SVG). */
export type SourceImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/x-icon' | 'image/svg+xml';

/** Icons are small; anything bigger is not an icon (and would be a cheap way to fill the database). */
export const MAX_SOURCE_IMAGE_BYTES = 512 * 1024;

/** A failed fetch is tried again after this long, not on every crawl. */
export const SOURCE_IMAGE_RETRY_MS = 7 * 24 * 3_600_000;

export type SourceImageOrigin = 'fetched' | 'uploaded';

export interface SourceImage {
  domain: string;
  contentType: SourceImageType;
  bytes: Uint8Array;
  origin: SourceImageOrigin;
  /** The icon's address when fetched; null for an upload. */
  fetchedFrom: string | null;
  storedAt: Date;
}

/**
 * Where a domain stands: an image stored, a failed attempt at fetching one, or an image an admin
 * removed (the placeholder is then what they chose, and the crawler must not bring the icon back).
 */
export type SourceImageStatus =
  | { state: 'stored'; origin: SourceImageOrigin; at: Date }
  | { state: 'failed'; at: Date; failure: string }
  | { state: 'removed'; at: Date };

/** No record: the domain was never tried. A failure is retried after SOURCE_IMAGE_RETRY_MS; a stored or removed image never. */
export const shouldFetchSourceImage = (status: SourceImageStatus | null, now: Date): boolean => {
  if (status === null) return true;
  if (status.state !== 'failed') return false;
  return now.getTime() - status.at.getTime() >= SOURCE_IMAGE_RETRY_MS;
};

// Host-name labels (and IPv4 literals, which crawled documents on an allowed intranet address carry).
const DOMAIN = /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A document's domain as the key of its image, or null when it is not a host name. */
export const sourceImageDomain = (raw: string): string | null => {
  const domain = raw
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  return DOMAIN.test(domain) ? domain : null;
};

const FILE_NAME = /^(.+)\.(?:png|jpe?g|gif|webp|ico|svg)$/i;

/**
 * `srf.ch.png` → `srf.ch`. The client asks by domain with a png name whatever the stored type
 * (spec §3); the other image extensions are accepted too, so an upload may keep its own name.
 */
export const domainOfImageName = (name: string): string | null => {
  const match = FILE_NAME.exec(name.trim());
  return match ? sourceImageDomain(match[1]!) : null;
};

/** Whether a file name under /api/files/websites names an image (not a site list). */
export const isImageFileName = (name: string): boolean => FILE_NAME.test(name.trim());
