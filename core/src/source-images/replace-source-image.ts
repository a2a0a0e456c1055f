import type { Clock } from '../shared/clock';
import { acceptedImageType } from './image-type';
import { requireImageDomain } from './source-image.errors';
import type { SourceImageStore } from './source-image.ports';
import { domainOfImageName, type SourceImage, sourceImageDomain } from './source-image.types';

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
    const domain = requireImageDomain(upload.domain ? sourceImageDomain(upload.domain) : domainOfImageName(upload.fileName));
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
