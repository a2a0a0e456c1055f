import type { IconLink } from './icon-candidates';
import type { SourceImage, SourceImageStatus } from './source-image.types';

/** Source images by domain, with the state of the crawler's attempts (ADR 0025). */
export const SourceImageStore = Symbol.for('SourceImageStore');
export interface SourceImageStore {
  find(domain: string): Promise<SourceImage | null>;
  status(domain: string): Promise<SourceImageStatus | null>;
  /** Stores a fetched icon unless an admin's upload or removal is there: the admin's choice wins a race. */
  saveFetched(image: SourceImage): Promise<void>;
  /** Stores an admin's image, replacing whatever was there. */
  saveUploaded(image: SourceImage): Promise<{ replaced: boolean }>;
  /** Notes a failed fetch; a stored or removed image is left as it is. */
  recordFailure(domain: string, at: Date, failure: string): Promise<void>;
  /** Removes the image and remembers the removal; false when there was no image. */
  remove(domain: string, at: Date): Promise<boolean>;
}

/** The icon links of an HTML page's head, and its `<base href>` when it has one. */
export const IconLinkReader = Symbol.for('IconLinkReader');
export interface IconLinkReader {
  read(html: string): { links: IconLink[]; baseHref: string | null };
}
