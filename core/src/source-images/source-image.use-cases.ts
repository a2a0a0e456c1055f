import type { Clock } from '../shared/clock';
import { acceptedImageType } from './image-type';
import { sourceImageInvalidName, sourceImageNotFound } from './source-image.errors';
import type { SourceImageStore } from './source-image.ports';
import { domainOfImageName, sourceImageDomain, type SourceImage } from './source-image.types';

const domainOrInvalid = (domain: string | null): string => {
  if (domain === null) throw sourceImageInvalidName();
  return domain;
};

/** GET /api/files/websites/{domain}.png: the stored image, or source_image.not_found (the widget then draws the letter). */
export class GetSourceImage {
  constructor(private readonly store: SourceImageStore) {}

  async execute(fileName: string): Promise<SourceImage> {
    const image = await this.store.find(domainOrInvalid(domainOfImageName(fileName)));
    if (!image) throw sourceImageNotFound();
    return image;
  }
}

/**
 * POST /api/files/websites with an image: an admin replaces a source's image. The domain is the
 * `domain` field or else the file's name (`srf.ch.png`); the type is read from the bytes.
 */
export class ReplaceSourceImage {
  constructor(
    private readonly store: SourceImageStore,
    private readonly clock: Clock,
  ) {}

  async execute(upload: { fileName: string; domain?: string; bytes: Uint8Array }) {
    const domain = domainOrInvalid(upload.domain ? sourceImageDomain(upload.domain) : domainOfImageName(upload.fileName));
    const contentType = acceptedImageType(upload.bytes);
    const image: SourceImage = {
      domain,
      contentType,
      bytes: upload.bytes,
      origin: 'uploaded',
      fetchedFrom: null,
      storedAt: this.clock.now(),
    };
    const { replaced } = await this.store.saveUploaded(image);
    return { image, replaced };
  }
}

/** DELETE /api/files/websites/{domain}.png: back to the letter, and the crawler leaves it so. */
export class DeleteSourceImage {
  constructor(
    private readonly store: SourceImageStore,
    private readonly clock: Clock,
  ) {}

  async execute(fileName: string): Promise<void> {
    if (!(await this.store.remove(domainOrInvalid(domainOfImageName(fileName)), this.clock.now()))) throw sourceImageNotFound();
  }
}
