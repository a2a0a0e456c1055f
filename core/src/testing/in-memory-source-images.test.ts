import { InMemorySourceImageStore } from './in-memory-source-images';
import { sourceImagesContract } from './source-images.contract';

sourceImagesContract('in-memory', async () => new InMemorySourceImageStore());
