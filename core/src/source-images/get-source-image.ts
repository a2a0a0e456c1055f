import { requireImageDomain, sourceImageNotFound } from './source-image.errors';
import type { SourceImageStore } from './source-image.ports';
import { domainOfImageName, type SourceImage } from './source-image.types';

/** GET /api/files/websites/{domain}.png: the stored image, or source_image.not_found (the widget then draws the letter). */
export class GetSourceImage {
  constructor(private readonly store: SourceImageStore) {}

  async execute(fileName: string): Promise<SourceImage> {
    const image = await this.store.find(requireImageDomain(domainOfImageName(fileName)));
    if (!image) throw sourceImageNotFound();
    return image;
  }
}
