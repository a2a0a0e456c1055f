import type { Clock } from '../shared/clock';
import { requireImageDomain, sourceImageNotFound } from './source-image.errors';
import type { SourceImageStore } from './source-image.ports';
import { domainOfImageName } from './source-image.types';

/** DELETE /api/files/websites/{domain}.png: back to the letter, and the crawler leaves it so. */
export class DeleteSourceImage {
  constructor(
    private readonly store: SourceImageStore,
    private readonly clock: Clock,
  ) {}

  async execute(fileName: string): Promise<void> {
    if (!(await this.store.remove(requireImageDomain(domainOfImageName(fileName)), this.clock.now()))) throw sourceImageNotFound();
  }
}
