import { DomainError } from '../shared/domain-error';
import { MAX_SOURCE_IMAGE_BYTES } from './source-image.types';

export const sourceImageNotFound = () => new DomainError('not_found', 'source_image.not_found', 'There is no image for this source.');

export const sourceImageInvalidName = () =>
  new DomainError('invalid', 'source_image.invalid_name', 'Name the image after the source domain, e.g. srf.ch.png.');

export const sourceImageEmpty = () => new DomainError('invalid', 'source_image.empty', 'The image file is empty.');

export const sourceImageTooLarge = () =>
  new DomainError('too_large', 'source_image.too_large', `A source image may be at most ${MAX_SOURCE_IMAGE_BYTES / 1024} KiB.`, {
    limitBytes: MAX_SOURCE_IMAGE_BYTES,
  });

export const sourceImageUnsupported = () =>
  new DomainError('unsupported', 'source_image.unsupported_type', 'Only PNG, JPEG, GIF, WebP, ICO and SVG images are accepted.');

/** The domain a name or field gave, or source_image.invalid_name when it gave none. */
export const requireImageDomain = (domain: string | null): string => {
  if (domain === null) throw sourceImageInvalidName();
  return domain;
};
